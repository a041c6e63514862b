// @vitest-environment happy-dom
// A trial's card in the staff console: "Attended" sends the mentor staff picked as the one
// who taught it (so the child's weekly classes go to them first), and nothing else does.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClassCard from '../../../../src/islands/staff/ClassCard';
import type { ClassRow } from '../../../../src/domain/staff/classes';

const staff = vi.hoisted(() => ({ staffAction: vi.fn() }));
vi.mock('../../../../src/services/staff', () => staff);

const mentors = [
  { id: 'mentor-a', name: 'Mentor A' },
  { id: 'mentor-b', name: 'Mentor B' },
];

const booking: ClassRow = {
  id: 'b'.repeat(20),
  studentName: 'Amani Otieno',
  studentGrade: '3-5',
  parentName: 'Akinyi Otieno',
  email: 'akinyi@example.com',
  whatsapp: '+254712345678',
  country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  date: '2026-03-12',
  time: '16:00',
  status: 'upcoming',
  createdAt: null,
  local: { slot: '16:00', time: '16:00', zone: 'EAT', date: '2026-03-12' },
  needsOutcome: false,
};

const card = () =>
  render(
    <ClassCard
      booking={booking}
      brandName="School"
      gradeLabel="Grades 3 to 5"
      offers={{ courses: [], plans: [] }}
      mentors={mentors}
    />,
  );

beforeEach(() => staff.staffAction.mockReset().mockResolvedValue({ status: 'ok' }));
afterEach(cleanup);

describe('ClassCard', () => {
  it('marks the trial attended with the mentor picked as the one who taught it', async () => {
    card();
    fireEvent.change(screen.getByLabelText(/^Taught by/), { target: { value: 'mentor-b' } });
    fireEvent.click(screen.getByRole('button', { name: /^Attended/ }));
    await waitFor(() => expect(staff.staffAction).toHaveBeenCalledTimes(1));
    expect(staff.staffAction).toHaveBeenCalledWith({ bookingId: booking.id, action: 'attended', mentorId: 'mentor-b' });
  });

  it('sends no mentor when none is picked, nor with a no-show', async () => {
    card();
    fireEvent.click(screen.getByRole('button', { name: /^Attended/ }));
    await waitFor(() => expect(staff.staffAction).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText(/^Taught by/), { target: { value: 'mentor-a' } });
    fireEvent.click(screen.getByRole('button', { name: /^No-show/ }));
    await waitFor(() => expect(staff.staffAction).toHaveBeenCalledTimes(2));
    expect(staff.staffAction.mock.calls.map(([body]) => body)).toEqual([
      { bookingId: booking.id, action: 'attended' },
      { bookingId: booking.id, action: 'no-show' },
    ]);
  });
});
