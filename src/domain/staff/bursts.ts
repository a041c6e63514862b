// Many upcoming trials from one client address or one email domain: what the staff console's
// "Unusual" section lists, so staff can judge (a school lab, or a script) and cancel a whole
// group at once. Pure: the bookings come in as plain rows.

/** Upcoming trials from one address or one domain from which a group is shown. */
export const BURST_THRESHOLD = 4;

/** Domains of the big public mail services: many unrelated families share them, so they are
 *  never a group by themselves (their bookings still group by address). */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
];

export interface BurstBooking {
  id: string;
  status: string;
  studentName: string;
  parentName: string;
  email: string;
  date: string;
  time: string;
  address: string;
  emailDomain: string;
}

export interface Burst {
  by: 'address' | 'domain';
  value: string;
  bookings: BurstBooking[];
}

/** The groups of upcoming bookings at or above the threshold, largest first. */
export function bursts(bookings: readonly BurstBooking[], threshold = BURST_THRESHOLD): Burst[] {
  const upcoming = bookings.filter((b) => b.status === 'upcoming');
  const groups = new Map<string, Burst>();
  const add = (by: Burst['by'], value: string, b: BurstBooking) => {
    if (!value) return;
    const key = `${by}:${value}`;
    const group = groups.get(key) ?? { by, value, bookings: [] };
    group.bookings.push(b);
    groups.set(key, group);
  };
  for (const b of upcoming) {
    add('address', b.address, b);
    if (!PUBLIC_MAIL_DOMAINS.includes(b.emailDomain)) add('domain', b.emailDomain, b);
  }
  return [...groups.values()]
    .filter((g) => g.bookings.length >= threshold)
    .map((g) => ({ ...g, bookings: [...g.bookings].sort((x, y) => `${x.date} ${x.time}`.localeCompare(`${y.date} ${y.time}`)) }))
    .sort((a, b) => b.bookings.length - a.bookings.length || a.value.localeCompare(b.value));
}
