// The glance a manage link carries in its fragment: written and read back, and refused
// whole when anything in it is garbled, of another version or not ours.
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../src/domain/countries';
import { SLOTS } from '../../../src/domain/slots';
import { firstNameOf, readGlance, splitFragment, withGlance } from '../../../src/domain/link-glance';

const country = COUNTRIES[COUNTRIES.length - 1]!;
const booking = {
  studentName: 'Ọlá  Adébáyọ̀',
  studentGrade: '3-5',
  date: '2026-12-01',
  time: SLOTS[2]!,
  country,
  status: 'upcoming',
  email: 'parent@example.com',
  whatsapp: '+254712345678',
};
const sentAt = new Date('2026-11-26T08:00:00Z');
const token = 'A'.repeat(43);

function tailOf(url: string): string {
  return splitFragment(new URL(url, 'https://x.example').hash).glance;
}

describe('link glance', () => {
  it('carries the first name, grade, class, country, status and time sent, and splits from the token', () => {
    const url = withGlance(`/manage#${token}`, booking, sentAt);
    expect(splitFragment(new URL(url, 'https://x.example').hash).token).toBe(token);
    expect(url).toMatch(/^\/manage#[A-Za-z0-9_-]{43}~1\.[A-Za-z0-9_-]+$/);
    expect(readGlance(tailOf(url))).toEqual({
      firstName: firstNameOf(booking.studentName),
      grade: '3-5',
      date: booking.date,
      time: booking.time,
      country,
      status: 'upcoming',
      sentAt,
    });
  });

  it('holds no contact data and stays small', () => {
    const tail = tailOf(withGlance(`/manage#${token}`, booking, sentAt));
    const decoded = atob(tail.slice(2).replace(/-/g, '+').replace(/_/g, '/'));
    expect(decoded).not.toContain('example.com');
    expect(decoded).not.toContain('712345678');
    expect(tail.length).toBeLessThan(160);
  });

  it('a link without a glance is its token alone', () => {
    expect(splitFragment(`#${token}`)).toEqual({ token, glance: '' });
    expect(readGlance('')).toBeNull();
  });

  it('refuses a tampered, truncated, foreign or future-version glance', () => {
    const tail = tailOf(withGlance(`/manage#${token}`, booking, sentAt));
    const payload = tail.slice(2);
    const forged = (fields: unknown[]) =>
      `1.${btoa(JSON.stringify(fields)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    const good = ['Ola', '3-5', booking.date, booking.time, country.code, 'upcoming', 1_800_000_000];
    expect(readGlance(forged(good))).not.toBeNull();
    for (const bad of [
      `2.${payload}`,
      `1.${payload.slice(0, -3)}`,
      `1.${payload}!`,
      '1.%%%',
      `1.${'A'.repeat(400)}`,
      forged(good.slice(0, 6)),
      forged(['<b>x</b>', ...good.slice(1)]),
      forged([good[0], '"><', ...good.slice(2)]),
      forged([...good.slice(0, 2), '2026-02-30', ...good.slice(3)]),
      forged([...good.slice(0, 3), '03:00', ...good.slice(4)]),
      forged([...good.slice(0, 4), 'XX', ...good.slice(5)]),
      forged([...good.slice(0, 5), 'booked', good[6]]),
      forged([...good.slice(0, 6), 'soon']),
      forged({ 0: 'Ola' } as unknown as unknown[]),
    ]) {
      expect(readGlance(bad), bad).toBeNull();
    }
  });
});
