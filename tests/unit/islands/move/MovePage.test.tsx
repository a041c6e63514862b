// @vitest-environment happy-dom
// /move#<token>: cancelling the class with the link gives its make-up credit, and the same page
// books the make-up with the same link (no sign-in): the hours and the booking are asked for
// with the token and the credit the cancellation named.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MovePage from '../../../../src/islands/move/MovePage';
import { words as credits } from '../../../../src/i18n/en/credits';
import { stubApi } from '../../../support/api-stub';

const TOKEN = 'Tok_0123456789abcdefghijklmnopqrstuvwxyzABC';
const NOW = new Date('2025-03-10T05:00:00Z');
const HOUR = '2025-03-14T13:00:00.000Z';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  api = stubApi();
  window.location.hash = `#${TOKEN}`;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.location.hash = '';
});
const settle = () => act(async () => {});

describe('MovePage', () => {
  it('books the make-up of the class it cancelled, with the link', async () => {
    // The class's move hours first (none to offer here), then the cancellation and the make-up.
    api.answer(409, { status: 'refused', message: 'No other hour.' });
    render(<MovePage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: credits.cancelClass }));
    api.answer(200, {
      status: 'ok',
      message: credits.cancelledWithCredit,
      credit: true,
      creditId: 'class-abc_2025-03-12_1000',
      tz: 'Africa/Lagos',
    });
    fireEvent.click(screen.getByRole('button', { name: credits.cancelClass }));
    expect(await screen.findByText(credits.cancelledWithCredit)).toBeTruthy();

    api.answer(200, {
      status: 'ok',
      minutes: 60,
      expiresAt: '2025-04-30T21:00:00.000Z',
      times: [{ start: HOUR, mentor: 'Amina' }],
    });
    fireEvent.click(screen.getByRole('button', { name: credits.book }));
    const select = await screen.findByLabelText(credits.chooseHour);
    fireEvent.change(select, { target: { value: HOUR } });
    api.answer(200, { status: 'ok', message: credits.booked });
    fireEvent.click(screen.getByRole('button', { name: credits.confirm }));
    expect(await screen.findByText(new RegExp(credits.booked))).toBeTruthy();

    const [cancel, hours, book] = api.to('/api/credits');
    expect(cancel!.body).toMatchObject({ action: 'cancel', token: TOKEN });
    expect(hours!.body).toMatchObject({ action: 'hours', creditId: 'class-abc_2025-03-12_1000', token: TOKEN });
    expect(book!.body).toMatchObject({ action: 'book', creditId: 'class-abc_2025-03-12_1000', token: TOKEN, start: HOUR });
    expect(api.to('/api/credits').every((s) => !('Authorization' in s.headers))).toBe(true);
  });

  it('offers no make-up when the cancellation gave no credit', async () => {
    api.answer(409, { status: 'refused', message: 'No other hour.' });
    render(<MovePage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: credits.cancelClass }));
    api.answer(200, { status: 'ok', message: credits.cancelledNoCredit(24), credit: false, tz: 'Africa/Nairobi' });
    fireEvent.click(screen.getByRole('button', { name: credits.cancelClass }));
    expect(await screen.findByText(credits.cancelledNoCredit(24))).toBeTruthy();
    expect(screen.queryByRole('button', { name: credits.book })).toBeNull();
  });
});
