// GET /api/availability?date=YYYY-MM-DD[&language=sw]: the seats of one Nairobi date, from one read of
// slots/{date} and the seats settings. The booking form asks when it loads and when the
// parent picks a day, with plain fetch (no Firebase SDK in the page).
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { dayAvailability } from '../../../src/domain/seats';
import { bookingSettings } from '../platform/content';
import { admit, siteFunctionOptions } from '../platform/http';
import { readAvailabilityRequest } from './availability-request';
import { messageDictionaries } from '../../../src/domain/messages.sw';
import { wordsIn } from '../../../src/domain/i18n/dictionary';
import { queryLanguage } from '../platform/language';
import { slotDayRef } from './stored';
import { firestore } from '../platform/admin';

export const availability = onRequest(siteFunctionOptions, async (req, res) => {
  if (!admit(req, res, 'GET')) return;
  const parsed = readAvailabilityRequest(req.query, wordsIn(messageDictionaries, queryLanguage(req)));
  if (!parsed.ok) {
    res.status(parsed.http).json(parsed.body);
    return;
  }
  const { date } = parsed.request;
  try {
    const snap = await slotDayRef(firestore(), date).get();
    const taken = snap.data()?.taken;
    res.status(200).json(dayAvailability(bookingSettings, date, taken ?? {}, new Date()));
  } catch (error) {
    logger.error('availability crashed', { date, error: (error as Error).message });
    res.status(500).json({ status: 'failed', reason: 'Server error' });
  }
});
