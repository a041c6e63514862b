// Seats left per slot for one Nairobi date: one small GET, no Firebase SDK.
import type { DayAvailability as Availability } from '../domain/seats';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { callApi } from './api';

/** Checks the shape of an availability answer; null when it is not one. */
export function readAvailability(value: unknown): Availability | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Availability>;
  if (typeof v.date !== 'string' || typeof v.closed !== 'boolean' || !v.slots || typeof v.slots !== 'object') return null;
  const slots: Availability['slots'] = {};
  for (const [slot, seats] of Object.entries(v.slots)) {
    if (!seats || typeof seats.seats !== 'number' || typeof seats.taken !== 'number') return null;
    slots[slot] = { seats: seats.seats, taken: seats.taken };
  }
  return { date: v.date, closed: v.closed, slots };
}

/** Asks in `language` (the page's), so a refusal comes back in it; English asks with no language.
 *  With the family's country, that country's closed days close the date too. */
export async function fetchAvailability(
  date: string,
  signal?: AbortSignal,
  language: Language = DEFAULT_LANGUAGE,
  country?: string,
): Promise<Availability> {
  // The default language is the server's own, so its address stays the one every parent shares.
  const asked = (language === DEFAULT_LANGUAGE ? '' : `&language=${language}`) + (country ? `&country=${country}` : '');
  const { status, body } = await callApi(`/api/availability?date=${encodeURIComponent(date)}${asked}`, { signal });
  const availability = status === 200 ? readAvailability(body) : null;
  if (!availability) throw new Error(`availability ${date}: HTTP ${status}`);
  return availability;
}
