import { describe, expect, it } from 'vitest';
import {
  classDays,
  classesFrom,
  classMessageFacts,
  needsOutcome,
  whatsappLink,
  type StaffBooking,
} from '../../../../src/domain/staff/classes';
import { words as staffWords } from '../../../../src/i18n/en/console/staff';

const classMessage = (b: StaffBooking, brand: string) => staffWords.classMessage(brand, classMessageFacts(b));

const KE = { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' };
const NG = { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' };
const ZA = { code: 'ZA', name: 'South Africa', dial: '+27', tz: 'Africa/Johannesburg', flag: '🇿🇦' };

let n = 0;
function booking(over: Partial<StaffBooking>): StaffBooking {
  n += 1;
  return {
    id: `b${n}`,
    studentName: 'Mũthoni',
    studentGrade: '3-5',
    parentName: "Wanjiru Ng'ang'a",
    email: 'wanjiru@example.com',
    whatsapp: '+254712345678',
    country: KE,
    date: '2026-03-10',
    time: '10:00',
    status: 'upcoming',
    createdAt: null,
    ...over,
  };
}

// 2026-03-10 11:30 in Nairobi (08:30 UTC): the 10:00 class is over, the 11:00 one is on.
const now = new Date('2026-03-10T08:30:00Z');

describe('staff classes', () => {
  it('groups by Nairobi date, earliest first, each day by time then student', () => {
    const days = classDays(
      [
        booking({ date: '2026-03-12', time: '14:00', studentName: 'Zawadi' }),
        booking({ date: '2026-03-10', time: '16:00', studentName: 'Chidi' }),
        booking({ date: '2026-03-12', time: '10:00', studentName: 'Amani' }),
        booking({ date: '2026-03-12', time: '10:00', studentName: 'Abdi' }),
      ],
      now,
    );
    expect(days.map((d) => d.date)).toEqual(['2026-03-10', '2026-03-12']);
    expect(days[0]!.isToday).toBe(true);
    expect(days[0]!.label).toBe('Tuesday 10 March 2026');
    expect(days[1]!.classes.map((c) => c.studentName)).toEqual(['Abdi', 'Amani', 'Zawadi']);
  });

  it('shows each time in the family zone beside Nairobi time', () => {
    const [day] = classDays(
      [booking({ country: NG, date: '2026-03-11', time: '10:00' }), booking({ country: ZA, date: '2026-03-11', time: '17:00' })],
      now,
    );
    expect(day!.classes[0]!.local).toEqual({ slot: '10:00', time: '08:00', zone: 'WAT', date: '2026-03-11' });
    expect(day!.classes[1]!.local).toEqual({ slot: '17:00', time: '16:00', zone: 'SAST', date: '2026-03-11' });
  });

  it('flags classes that are over without an outcome, and keeps them visible until one is recorded', () => {
    const over = booking({ date: '2026-03-10', time: '10:00' });
    const running = booking({ date: '2026-03-10', time: '11:00' });
    const lastWeek = booking({ date: '2026-03-03', time: '15:00' });
    const lastWeekDone = booking({ date: '2026-03-03', time: '16:00', status: 'attended' });
    const cancelledLater = booking({ date: '2026-03-13', status: 'cancelled' });
    const days = classDays([over, running, lastWeek, lastWeekDone, cancelledLater], now);
    expect(days.map((d) => d.date)).toEqual(['2026-03-03', '2026-03-10', '2026-03-13']);
    expect(days[0]!.classes.map((c) => c.id)).toEqual([lastWeek.id]);
    expect(days[0]!.classes[0]!.needsOutcome).toBe(true);
    expect(days[1]!.classes.map((c) => [c.id, c.needsOutcome])).toEqual([
      [over.id, true],
      [running.id, false],
    ]);
    expect(days[2]!.classes[0]!.status).toBe('cancelled');
    expect(needsOutcome({ date: '2026-03-10', time: '10:00', status: 'no-show' }, now)).toBe(false);
    // The 11:00 class ends at 12:00 Nairobi (09:00 UTC).
    expect(needsOutcome(running, new Date('2026-03-10T09:00:00Z'))).toBe(true);
  });

  it('reads back 30 days for classes still waiting for an outcome', () => {
    expect(classesFrom(now)).toBe('2026-02-08');
    // Just after midnight in Nairobi it is already the next day there.
    expect(classesFrom(new Date('2026-03-09T21:30:00Z'))).toBe('2026-02-08');
  });

  it('writes the WhatsApp message with the class in the family zone and in Nairobi', () => {
    const b = booking({
      country: NG,
      whatsapp: '+2348031234567',
      studentName: 'Chidi',
      parentName: 'Ngozi',
      date: '2026-03-11',
      time: '10:00',
    });
    expect(classMessage(b, 'JengaCode')).toBe(
      "Hello Ngozi, this is JengaCode about Chidi's free trial class on Wednesday 11 March 2026 at 08:00 WAT (10:00 in Nairobi).",
    );
    const link = whatsappLink(b, classMessage(b, 'JengaCode'));
    expect(link.startsWith('https://wa.me/2348031234567?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1] ?? '')).toBe(classMessage(b, 'JengaCode'));
    expect(classMessage(booking({ date: '2026-03-11' }), 'JengaCode')).toBe(
      "Hello Wanjiru Ng'ang'a, this is JengaCode about Mũthoni's free trial class on Wednesday 11 March 2026 at 10:00 EAT.",
    );
  });
});
