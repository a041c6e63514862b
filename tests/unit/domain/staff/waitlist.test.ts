// The console's waiting lists: grouped by slot, in line order, with the offers out and the
// freed seats filled from each list; rows that are not entries are left out.
import { describe, expect, it } from 'vitest';
import { listedEntry, slotLists, type ListedEntry } from '../../../../src/domain/staff/waitlist';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 5, minutes));
const entry = (studentName: string, status: ListedEntry['status'], joined: number, time = '14:00'): ListedEntry => ({
  date: '2026-03-11',
  time,
  status,
  studentName,
  joinedAt: at(joined),
  holdUntil: status === 'offered' ? at(120) : null,
});

describe('slotLists', () => {
  it('lists each slot in order, its waiting families by joining, its offers out and seats filled', () => {
    const { lists, filled } = slotLists([
      entry('Zawadi', 'waiting', 3),
      entry('Amani', 'waiting', 1),
      entry('Baraka', 'offered', 0),
      entry('Chausiku', 'claimed', 0),
      entry('Dalila', 'claimed', 0, '10:00'),
      entry('Eshe', 'left', 2),
      entry('Faraji', 'lapsed', 2),
    ]);
    expect(lists.map((l) => l.time)).toEqual(['10:00', '14:00']);
    expect(lists[1]).toEqual({
      date: '2026-03-11',
      time: '14:00',
      waiting: ['Amani', 'Zawadi'],
      offers: [{ studentName: 'Baraka', holdUntil: at(120) }],
      filled: 1,
    });
    expect(filled).toBe(2);
  });

  it('reads a console row, and refuses one that is not an entry', () => {
    const row = { date: '2026-03-11', time: '14:00', status: 'waiting', studentName: 'Amani', joinedAt: at(1) };
    expect(listedEntry(row)).toEqual({ ...row, holdUntil: null });
    expect(listedEntry({ ...row, status: 'booked' })).toBeNull();
    expect(listedEntry({ ...row, date: 5 })).toBeNull();
  });
});
