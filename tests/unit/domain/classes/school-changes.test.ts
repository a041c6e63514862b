import { describe, expect, it } from 'vitest';
import { schoolChanges } from '../../../../src/domain/classes/school-changes';

const at = (h: number) => new Date(Date.UTC(2031, 3, 15, h));
const row = (id: string, h: number, extra: Record<string, unknown>) => ({
  id,
  start: at(h),
  childFirstName: 'Amani',
  course: 'scratch',
  mentorId: 'ann',
  status: 'scheduled',
  ...extra,
});

describe('school changes for staff', () => {
  it('lists covered and school-cancelled classes, earliest first, and nothing else', () => {
    const rows = [
      row('later', 12, { mentorId: 'bob', coveredFrom: { mentorId: 'ann', reason: 'leave', at: at(1) } }),
      row('cancelled', 10, { status: 'cancelled', cancelled: { by: 'school', reason: 'mentor', at: at(1) } }),
      row('family', 9, { status: 'cancelled', cancelled: { by: 'family', reason: 'notice', at: at(1) } }),
      row('marked', 8, { status: 'cancelled' }),
      row('plain', 7, {}),
    ];
    expect(schoolChanges(rows)).toEqual([
      expect.objectContaining({ id: 'cancelled', kind: 'cancelled', mentorId: 'ann', fromMentorId: 'ann', reason: 'mentor' }),
      expect.objectContaining({ id: 'later', kind: 'covered', mentorId: 'bob', fromMentorId: 'ann', reason: 'leave' }),
    ]);
  });
});
