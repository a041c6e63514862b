// GET /api/availability?date=YYYY-MM-DD[&country=KE][&language=sw]: the seats of one Nairobi date, from one read of
// slots/{date} and the seats settings. The booking form asks when it loads and when the
// parent picks a day, with plain fetch (no Firebase SDK in the page).
import { dayAvailability } from '../../../src/domain/seats';
import { bookingSettings } from '../platform/content';
import { siteHandler } from '../platform/opening';
import { availabilitySchema } from '../../../src/domain/requests/availability';
import { slotDayRef } from './stored';
import { firestore } from '../platform/admin';

export const availability = siteHandler(
  {
    name: 'availability',
    method: 'GET',
    schema: (_language, messages) => availabilitySchema(messages),
    logged: ({ date }) => ({ date }),
  },
  async ({ res, request: { date, country } }) => {
    const snap = await slotDayRef(firestore(), date).get();
    const taken = snap.data()?.taken;
    res.status(200).json(dayAvailability(bookingSettings, date, taken ?? {}, new Date(), country));
  },
);
