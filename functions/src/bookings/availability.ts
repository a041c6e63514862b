// GET /api/availability?date=YYYY-MM-DD: the seats of one Nairobi date, from one read of
// slots/{date} and the seats settings. The booking form asks when it loads and when the
// parent picks a day, with plain fetch (no Firebase SDK in the page).
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { getFirestore } from 'firebase-admin/firestore';
import { messages } from '../../../src/domain/messages';
import { dayAvailability } from '../../../src/domain/seats';
import { isIsoDate } from '../../../src/domain/slots';
import { bookingSettings } from '../content';
import { admit, siteFunctionOptions } from '../http';
import { slotDayRef } from './stored';

export const availability = onRequest(siteFunctionOptions, async (req, res) => {
  if (!admit(req, res, 'GET')) return;
  const date = req.query.date;
  if (!isIsoDate(date)) {
    res.status(400).json({ status: 'invalid', field: 'date', message: messages.booking.invalidDate });
    return;
  }
  try {
    const snap = await slotDayRef(getFirestore(), date).get();
    const taken = snap.get('taken') as Record<string, number> | undefined;
    res.status(200).json(dayAvailability(bookingSettings, date, taken ?? {}, new Date()));
  } catch (error) {
    logger.error('availability crashed', { date, error: (error as Error).message });
    res.status(500).json({ status: 'failed', reason: 'Server error' });
  }
});
