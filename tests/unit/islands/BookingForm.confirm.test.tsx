// @vitest-environment happy-dom
// The booking form's Confirm: every answer /api/book can give, against a fetch stub
// (tests/support/api-stub.ts).
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOOKED_KEY, DRAFT_KEY } from '../../../src/services/booking-draft';
import { words as messages } from '../../../src/i18n/en/messages';
import { CHALLENGE, openDay } from '../../support/api-stub';
import { api, assign, confirmButton, radio, form, fillValid, booked } from './booking-form-setup';

describe('BookingForm: Confirm', () => {
  it('posts the booking to /api/book and goes to /success with the manage link kept', async () => {
    api.answer(200, booked);
    form();
    fillValid();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const [request] = api.to('/api/book');
    expect(request!.method).toBe('POST');
    expect(request!.headers.Authorization).toBeUndefined();
    // The proof of work rides along: the challenge, solved (by 7).
    const work = JSON.parse(atob(String(request!.body!.altcha))) as Record<string, unknown>;
    expect(work).toEqual({
      algorithm: 'SHA-256',
      challenge: CHALLENGE.challenge,
      number: 7,
      salt: CHALLENGE.salt,
      signature: CHALLENGE.signature,
    });
    // The draft as typed: the function checks and normalises it with the form's own rules.
    expect(request!.body).toEqual({
      language: 'en',
      altcha: expect.any(String),
      studentName: 'Mũthoni',
      studentGrade: '3-5',
      parentName: "Wanjiru Ng'ang'a",
      email: 'wanjiru@example.com',
      phone: '0712 345 678',
      countryCode: 'KE',
      date: '2025-03-10',
      time: '14:00',
    });
    expect(assign).toHaveBeenCalledWith('/success');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(BOOKED_KEY)!)).toMatchObject({
      studentName: 'Mũthoni',
      time: '14:00',
      manageUrl: booked.manageUrl,
    });
  });

  it('reads "Booking…" and ignores a second tap while the request is out', async () => {
    const release = api.hold();
    form();
    fillValid();
    fireEvent.click(confirmButton());
    const busy = (await screen.findByRole('button', { name: 'Booking…' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    await vi.waitFor(() => expect(api.to('/api/book')).toHaveLength(1));
    await act(async () => release(200, booked));
    expect(api.to('/api/book')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/success');
  });

  it('a slot that just filled: says so at the slots, keeps everything typed, shows it Full, never /error', async () => {
    api.answer(409, { status: 'full', availability: openDay('2025-03-10', { '14:00': 2 }) });
    form();
    fillValid();
    fireEvent.click(confirmButton());
    const alert = await screen.findByText(messages.booking.slotFull);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    // The full slot is let go, and the kept draft says so once the form has saved it.
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ time: '' }));
    expect(radio('14:00 EAT, Full').disabled).toBe(true);
    expect((screen.getByLabelText('Student name') as HTMLInputElement).value).toBe('Mũthoni');
    expect((screen.getByLabelText('Parent email') as HTMLInputElement).value).toBe('wanjiru@example.com');
    // The kept draft lets go of the full time once the form has taken the answer in.
    await vi.waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ studentName: 'Mũthoni', time: '' }),
    );
    expect(assign).not.toHaveBeenCalled();
    // Another time books.
    api.answer(200, booked);
    fireEvent.click(radio('15:00 EAT'));
    expect(screen.queryByText(messages.booking.slotFull)).toBeNull();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    expect(api.to('/api/book').at(-1)!.body).toMatchObject({ time: '15:00' });
  });

  it('a family that already has a trial: the message, nothing lost, no navigation', async () => {
    api.answer(409, { status: 'family' });
    form();
    fillValid();
    fireEvent.click(confirmButton());
    expect((await screen.findByText(messages.booking.family)).closest('[role="alert"]')).toBeTruthy();
    expect(radio('14:00 EAT').checked).toBe(true);
    expect(confirmButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a refused field: its message on the field, until the parent changes it', async () => {
    api.answer(400, { status: 'invalid', field: 'email', message: 'Enter a valid email address.' });
    form();
    fillValid();
    fireEvent.click(confirmButton());
    const email = screen.getByLabelText('Parent email');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(messages.booking.checkFields)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'wanjiru@example.org' } });
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(assign).not.toHaveBeenCalled();
  });

  it('too many tries: a clear message, nothing lost', async () => {
    api.answer(429, { status: 'limited' });
    form();
    fillValid();
    fireEvent.click(confirmButton());
    expect(await screen.findByText(messages.booking.limited)).toBeTruthy();
    expect((screen.getByLabelText('Parent name') as HTMLInputElement).value).toBe("Wanjiru Ng'ang'a");
    expect(confirmButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['the network fails', () => api.fail()],
    ['the server fails', () => api.answer(503, { error: 'unavailable' })],
  ])('%s: /error, with Confirm unlocked and the draft kept for Try Again', async (_name, failure) => {
    failure();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    form();
    fillValid();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/error'));
    expect(confirmButton().disabled).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ studentName: 'Mũthoni', time: '14:00' });
  });

  it('a slot that started since the last clock tick: Confirm says so instead of doing nothing', async () => {
    form();
    fillValid();
    fireEvent.click(radio('10:00 EAT'));
    expect(confirmButton().disabled).toBe(false);
    // 10:00:05 in Nairobi; the 30-second tick has not run yet.
    vi.setSystemTime(new Date('2025-03-10T07:00:05Z'));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(messages.booking.slotStarted)).toBeTruthy();
    expect(radio('10:00 EAT, already passed').disabled).toBe(true);
    expect(api.to('/api/book')).toHaveLength(0);
  });

  it('unlocks Confirm when the page comes back from the back-forward cache', async () => {
    api.hold();
    form();
    fillValid();
    fireEvent.click(confirmButton());
    await screen.findByRole('button', { name: 'Booking…' });
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false })));
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeTruthy();
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(confirmButton().disabled).toBe(false);
  });
});
