// @vitest-environment happy-dom
// /mentor's mark form checks a note by the server's rule (readNote): it sends the note
// cleaned of control and direction-override characters, and measures what is kept.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTE_MAX } from '../../../../src/domain/classes/note';
import MarkClass from '../../../../src/islands/mentor/MarkClass';
import type { ShownClass } from '../../../../src/services/classes';

const markClass = vi.hoisted(() => vi.fn(async () => null));
vi.mock('../../../../src/services/classes', () => ({ markClass }));

afterEach(() => {
  cleanup();
  markClass.mockClear();
});

const shown: ShownClass = {
  id: 'class0000000000000001',
  enrollmentId: 'enr00000000000000001',
  childFirstName: 'Neema',
  course: 'scratch',
  mentorId: 'mentor-a',
  start: new Date('2026-03-02T12:00:00Z'),
  minutes: 60,
  status: 'scheduled',
  note: '',
  joinLink: '',
  cantMake: false,
};

async function save(note: string) {
  const onMarked = vi.fn();
  render(
    <MarkClass
      shown={shown}
      courseName="Scratch"
      link=""
      tz="Africa/Nairobi"
      now={new Date('2026-03-02T13:00:00Z')}
      authReady={null}
      onMarked={onMarked}
      onHandedOn={vi.fn()}
    />,
  );
  fireEvent.click(screen.getByRole('radio', { name: 'Attended' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Note to the parent (optional)' }), { target: { value: note } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the mark' }));
  await vi.waitFor(() => expect(onMarked).toHaveBeenCalled());
}

describe('MarkClass note', () => {
  it('sends the note without control or direction-override characters', async () => {
    await save('Great \u202Ekrow\u202C\u0007 today\r\nwell done');
    expect(markClass).toHaveBeenCalledWith(shown.id, 'attended', 'Great krow today\nwell done');
  });

  it('measures the note as the server keeps it', async () => {
    const full = 'a'.repeat(NOTE_MAX);
    await save(`${full}\u202E\u2066`);
    expect(markClass).toHaveBeenCalledWith(shown.id, 'attended', full);
  });
});
