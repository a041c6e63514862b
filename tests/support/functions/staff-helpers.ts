// Staff tests' plumbing: book real trials through the book function, read and seed
// documents in the Firestore emulator (as the owner), and call staffAction.
import { writeDoc } from '../firestore';
import { addDays, nairobiDate } from '../../../src/domain/slots';

/** Writes a document of string and boolean fields plus a createdAt timestamp (what the site's functions store). */
export const seedDoc = (path: string, fields: Record<string, string | boolean>): Promise<void> =>
  writeDoc(path, { createdAt: new Date(), ...fields });

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

export interface Booked {
  id: string;
  date: string;
  time: string;
  email: string;
}

/** The trials bookTrial made in this test file, given back after it (setup.ts). */
const madeTrials: string[] = [];
export const trialsMade = (): readonly string[] => madeTrials;

/** Books a trial through the book function in the first slot with a free seat (base: functions URL or the site's /api). */
export async function bookTrial(
  base: string,
  who: {
    studentName?: string;
    parentName?: string;
    email?: string;
    token?: string;
    childId?: string;
    phone?: string;
    /** The client address it comes from (X-Forwarded-For). */
    address?: string;
    /** The page's language, as the booking form sends it. */
    language?: string;
    /** The share link's code the family came with. */
    referralCode?: string;
  } = {},
): Promise<Booked> {
  const api = (name: string) => `${base}/${name}`;
  const email = who.email ?? `family.${Date.now()}${randomDigits(5)}@example.com`;
  // Seats are shared across the suites: book.test.ts takes days 1 to 3 and manage.test.ts
  // days 4 and 5 from their first slots, mail-bookings.test.ts day 6 from its last, so
  // these take day 3's and day 5's last slots.
  for (const day of [3, 5, 2, 1, 4, 6]) {
    const date = addDays(nairobiDate(new Date()), day);
    const res = await fetch(`${api('availability')}?date=${date}`);
    if (!res.ok) continue;
    const availability = (await res.json()) as { closed: boolean; slots: Record<string, { seats: number; taken: number }> };
    if (availability.closed) continue;
    for (const [time, slot] of Object.entries(availability.slots).reverse()) {
      if (slot.taken >= slot.seats) continue;
      const answer = await fetch(api('book'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(who.token ? { Authorization: `Bearer ${who.token}` } : {}),
          ...(who.address ? { 'X-Forwarded-For': who.address } : {}),
        },
        body: JSON.stringify({
          ...(who.childId ? { childId: who.childId } : {}),
          ...(who.language ? { language: who.language } : {}),
          ...(who.referralCode ? { referralCode: who.referralCode } : {}),
          studentName: who.studentName ?? 'Mũthoni',
          studentGrade: '3-5',
          parentName: who.parentName ?? "Wanjiru Ng'ang'a",
          email,
          phone: who.phone ?? `071${randomDigits(7)}`,
          countryCode: 'KE',
          date,
          time,
        }),
      });
      const body = (await answer.json()) as { status: string; id?: string };
      if (answer.status === 200 && body.id) {
        madeTrials.push(body.id);
        return { id: body.id, date, time, email };
      }
      if (body.status !== 'full') throw new Error(`book: ${answer.status} ${JSON.stringify(body)}`);
    }
  }
  throw new Error('no free trial seat in the window');
}

export interface ActionReply {
  http: number;
  body: Record<string, unknown>;
}

export async function callStaffAction(base: string, body: unknown, token?: string): Promise<ActionReply> {
  const res = await fetch(`${base}/staffAction`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { http: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
