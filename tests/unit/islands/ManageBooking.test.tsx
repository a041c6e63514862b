// @vitest-environment happy-dom
// /manage: the token from the address's fragment, sent only in a POST body; the booking in
// the family's zone and in Nairobi; reschedule and cancel (with a confirm step); refusals.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ManageBooking, { tokenFromHash } from '../../../src/islands/ManageBooking';
import ManageBookingSw from '../../../src/islands/chosen/sw/ManageBooking';
import { words as messages } from '../../../src/i18n/en/messages';
import { openDay, stubApi } from '../../support/api-stub';
import { GLANCE_CARD_ATTRIBUTE, GLANCE_DRAWN_ATTRIBUTE, GLANCE_TOKEN_KEY } from '../../../src/services/first-paint/glance-page';

const TOKEN = 'tok_0123456789abcdefghij';
// 08:00 in Nairobi on Monday 10 March 2025; the class is on Wednesday at 10:00 Nairobi.
const NOW = new Date('2025-03-10T05:00:00Z');
const booking = {
  id: 'abcdefghij0123456789',
  studentName: 'Chidi',
  studentGrade: '6-8',
  parentName: 'Ngozi Okafor',
  country: { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
  date: '2025-03-12',
  time: '10:00',
  status: 'upcoming',
  changeable: true,
};

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
  vi.restoreAllMocks();
  window.location.hash = '';
});

/** The change cut-off: a fixture, not settings.yaml's value. */
const cutoffHours = 2;
const view = () =>
  render(
    <ManageBooking
      supportPhone="+254 700 000000"
      cutoffHours={cutoffHours}
      windowDays={7}
      gradeLabels={{ '6-8': 'Grades 6 to 8' }}
    />,
  );
const settle = () => act(async () => {});

describe('ManageBooking', () => {
  it('reads the token from the fragment and sends it only in the body', async () => {
    api.answer(200, { status: 'ok', booking });
    view();
    await screen.findByRole('heading', { name: "Chidi's free trial class" });
    const [sent] = api.to('/api/manage');
    expect(sent!.url).toBe('/api/manage');
    expect(sent!.body).toEqual({ token: TOKEN, action: 'view', language: 'en' });
    expect(document.querySelector('[data-class-local]')!.textContent).toBe('Wednesday 12 March 2025, 08:00 WAT');
    expect(document.querySelector('[data-class-nairobi]')!.textContent).toBe('Wednesday 12 March 2025, 10:00 EAT');
  });

  it('a wrong or missing token: one message that reveals nothing', async () => {
    api.answer(404, { status: 'not-found', message: 'x' });
    view();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.manage.notFound);
    cleanup();
    window.location.hash = '';
    view();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.manage.notFound);
    expect(api.to('/api/manage')).toHaveLength(1);
  });

  it('reschedules to a picked slot, and says when the slot has just filled', async () => {
    api.answer(200, { status: 'ok', booking });
    api.setDay(openDay('2025-03-12', { '14:00': 2 }));
    view();
    await screen.findByRole('heading', { name: "Chidi's free trial class" });
    await settle();
    expect((screen.getByRole('radio', { name: '08:00 WAT, your class' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '12:00 WAT, Full' }) as HTMLInputElement).disabled).toBe(true);
    api.answer(409, { status: 'full', message: 'x', availability: openDay('2025-03-12', { '14:00': 2, '15:00': 2 }) });
    fireEvent.click(screen.getByRole('radio', { name: '13:00 WAT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move my class' }));
    await settle();
    expect(api.to('/api/manage').at(-1)!.body).toEqual({
      token: TOKEN,
      action: 'reschedule',
      date: '2025-03-12',
      time: '15:00',
      language: 'en',
    });
    expect(screen.getByText(messages.booking.slotFull)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '13:00 WAT, Full' }) as HTMLInputElement).disabled).toBe(true);

    api.answer(200, { status: 'rescheduled', booking: { ...booking, time: '16:00' } });
    fireEvent.click(screen.getByRole('radio', { name: '14:00 WAT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move my class' }));
    await screen.findByText(messages.manage.rescheduledNow);
    expect(document.querySelector('[data-class-local]')!.textContent).toBe('Wednesday 12 March 2025, 14:00 WAT');
  });

  it('cancels only after the confirm step', async () => {
    api.answer(200, { status: 'ok', booking });
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this class' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the class' }));
    expect(api.to('/api/manage')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this class' }));
    api.answer(200, { status: 'cancelled', booking: { ...booking, status: 'cancelled', changeable: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the class' }));
    await screen.findByText(messages.manage.cancelledNow);
    expect(api.to('/api/manage').at(-1)!.body).toEqual({ token: TOKEN, action: 'cancel', language: 'en' });
    expect(document.querySelector('[data-booking-status]')!.textContent).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: 'Move my class' })).toBeNull();
  });

  it("leaves the card the page drew at first paint until the answer, then takes its place; a wrong link's too", async () => {
    for (const [status, body, shown] of [
      [200, { status: 'ok', booking }, () => screen.findByRole('heading', { name: "Chidi's free trial class" })],
      [404, { status: 'not-found', message: 'x' }, () => screen.findByRole('alert')],
    ] as const) {
      // What manage.astro's inline script leaves: its card, and the mark on the root element.
      const card = document.createElement('div');
      card.setAttribute(GLANCE_CARD_ATTRIBUTE, '');
      document.body.prepend(card);
      document.documentElement.setAttribute(GLANCE_DRAWN_ATTRIBUTE, '');
      (window as unknown as Record<string, string>)[GLANCE_TOKEN_KEY] = TOKEN;
      const answer = api.hold();
      const { container } = view();
      await settle();
      // No loading card under the drawn one while the answer is on its way.
      expect(container.textContent).toBe('');
      expect(card.isConnected).toBe(true);
      answer(status, body);
      await shown();
      expect(card.isConnected).toBe(false);
      expect(document.documentElement.hasAttribute(GLANCE_DRAWN_ATTRIBUTE)).toBe(false);
      cleanup();
    }
    // A glance drawn for another link than the one now in the address is not kept on screen.
    const card = document.createElement('div');
    card.setAttribute(GLANCE_CARD_ATTRIBUTE, '');
    document.body.prepend(card);
    document.documentElement.setAttribute(GLANCE_DRAWN_ATTRIBUTE, '');
    (window as unknown as Record<string, string>)[GLANCE_TOKEN_KEY] = 'another_token_0123456789';
    api.hold();
    view();
    await screen.findByText(messages.manage.loading);
    expect(card.isConnected).toBe(false);
  });

  it('within the cut-off (a 2-hour fixture) of the class: says so and offers WhatsApp, no actions', async () => {
    vi.setSystemTime(new Date('2025-03-12T05:30:00Z')); // 08:30 Nairobi, class at 10:00
    api.answer(200, { status: 'ok', booking: { ...booking, changeable: false } });
    view();
    expect(await screen.findByText(messages.manage.tooLate(cutoffHours))).toBeTruthy();
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/254700000000');
    expect(screen.queryByRole('button', { name: 'Move my class' })).toBeNull();
  });
});

describe('ManageBooking: on a Kiswahili page', () => {
  // /sw/manage's island: the panel with its Kiswahili words at hand.
  const swView = () =>
    act(async () => {
      render(
        <ManageBookingSw
          supportPhone="+254 700 000000"
          cutoffHours={cutoffHours}
          windowDays={7}
          gradeLabels={{ '6-8': 'Grades 6 to 8' }}
        />,
      );
    });

  it('shows the class, its days and its buttons in Kiswahili, and cancels in Kiswahili', async () => {
    const { words: manageWordsSw } = await import('../../../src/i18n/sw/manage');
    const { words: managePanelWordsSw } = await import('../../../src/i18n/sw/manage-panel');
    const { words: messagesSw } = await import('../../../src/i18n/sw/messages');
    api.answer(200, { status: 'ok', booking });
    await swView();
    await screen.findByRole('heading', { name: manageWordsSw.childsClass('Chidi') });
    expect(document.querySelector('[data-booking-status]')!.textContent).toBe(manageWordsSw.status.upcoming);
    // Days through Intl's sw-KE, clock times with their Kiswahili reading.
    const local = document.querySelector('[data-class-local]')!.textContent!;
    expect(local).toContain('Jumatano');
    expect(local).toContain('08:00 (saa mbili asubuhi) WAT');
    expect(local).not.toContain('Wednesday');
    expect(screen.getByText(manageWordsSw.nairobiTime)).toBeTruthy();
    expect(screen.getByText(managePanelWordsSw.move.title)).toBeTruthy();
    expect(document.body.textContent).not.toContain('Move my class');

    fireEvent.click(screen.getByRole('button', { name: managePanelWordsSw.cancel.button }));
    expect(screen.getByText(managePanelWordsSw.cancel.ask('Chidi'))).toBeTruthy();
    api.answer(200, { status: 'cancelled', booking: { ...booking, status: 'cancelled', changeable: false } });
    fireEvent.click(screen.getByRole('button', { name: managePanelWordsSw.cancel.yes }));
    await screen.findByText(messagesSw.manage.cancelledNow);
    expect(document.querySelector('[data-booking-status]')!.textContent).toBe(manageWordsSw.status.cancelled);
    expect(screen.getByRole('link', { name: manageWordsSw.bookAnother }).getAttribute('href')).toBe('/sw/book-class');
  });

  it('a wrong link and a late class are refused in Kiswahili', async () => {
    const { words: manageWordsSw } = await import('../../../src/i18n/sw/manage');
    const { words: messagesSw } = await import('../../../src/i18n/sw/messages');
    api.answer(404, { status: 'not-found', message: 'x' });
    await swView();
    expect((await screen.findByRole('alert')).textContent).toBe(messagesSw.manage.notFound);
    expect(screen.getByRole('link', { name: manageWordsSw.chat + manageWordsSw.newTab })).toBeTruthy();
    cleanup();
    vi.setSystemTime(new Date('2025-03-12T05:30:00Z')); // 08:30 Nairobi, class at 10:00
    api.answer(200, { status: 'ok', booking: { ...booking, changeable: false } });
    await swView();
    expect(await screen.findByText(messagesSw.manage.tooLate(cutoffHours))).toBeTruthy();
  });
});

describe('tokenFromHash', () => {
  it('accepts a token-shaped fragment only', () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#a b')).toBeNull();
  });
});
