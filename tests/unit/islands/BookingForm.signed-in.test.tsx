// @vitest-environment happy-dom
// The booking form for a parent who signed in before, for one who typed before the code
// arrived, and on a Kiswahili page.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import BookingForm from '../../../src/islands/BookingForm';
import { DRAFT_KEY } from '../../../src/services/booking-draft';
import { countries, grades, api, assign, confirmButton, radio, form, fillValid, booked } from './booking-form-setup';

describe('BookingForm: a parent who signed in before', () => {
  it('prefills from the account and sends its ID token', async () => {
    localStorage.setItem('jc:signed-in', '1');
    const currentUser = vi.fn(async () => ({ uid: 'uid-wanjiru', displayName: 'Wanjiru Kamau 2', email: 'wanjiru@example.com' }));
    vi.doMock('../../../src/services/auth', () => ({ currentUser, idToken: async () => 'id-token-wanjiru' }));
    api.answer(200, booked);
    form();
    await vi.waitFor(() => expect((screen.getByLabelText('Parent name') as HTMLInputElement).value).toBe('Wanjiru Kamau '));
    expect((screen.getByLabelText('Parent email') as HTMLInputElement).value).toBe('wanjiru@example.com');
    fireEvent.change(screen.getByLabelText('Student name'), { target: { value: 'Baraka' } });
    fireEvent.change(screen.getByLabelText('Grade'), { target: { value: 'K-2' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712345678' } });
    fireEvent.click(radio('16:00 EAT'));
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    const [request] = api.to('/api/book');
    expect(request!.headers.Authorization).toBe('Bearer id-token-wanjiru');
    expect(request!.body).toMatchObject({ parentName: 'Wanjiru Kamau ', email: 'wanjiru@example.com' });
  });

  it("offers the family's children: picking one fills the name and grade and the booking names the child", async () => {
    localStorage.setItem('jc:signed-in', '1');
    const currentUser = vi.fn(async () => ({ uid: 'uid-wanjiru', displayName: 'Wanjiru Kamau', email: 'wanjiru@example.com' }));
    vi.doMock('../../../src/services/auth', () => ({ currentUser, idToken: async () => 'id-token-wanjiru' }));
    vi.doMock('../../../src/services/firebase', () => ({ auth: async () => ({}), firestore: async () => ({}) }));
    api.setChildren([{ id: 'c'.repeat(20), name: 'Imani Wanjiku', grade: 'K-2' }]);
    api.answer(200, booked);
    form();
    const imani = await screen.findByRole('radio', { name: 'Imani Wanjiku' });
    expect((screen.getByRole('radio', { name: 'Another child' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(imani);
    expect((screen.getByLabelText('Student name') as HTMLInputElement).value).toBe('Imani Wanjiku');
    expect((screen.getByLabelText('Grade') as HTMLSelectElement).value).toBe('K-2');
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712345678' } });
    fireEvent.click(radio('16:00 EAT'));
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    expect(api.to('/api/family')[0]!.headers.Authorization).toBe('Bearer id-token-wanjiru');
    expect(api.to('/api/book')[0]!.body).toMatchObject({ studentName: 'Imani Wanjiku', childId: 'c'.repeat(20) });
    vi.doUnmock('../../../src/services/firebase');
  });

  it('waits for an account that is slower than the parent, then books what was typed', async () => {
    localStorage.setItem('jc:signed-in', '1');
    let resolveUser!: (user: { uid: string; displayName: string; email: string }) => void;
    const currentUser = vi.fn(() => new Promise((r) => (resolveUser = r)));
    vi.doMock('../../../src/services/auth', () => ({ currentUser, idToken: async () => 'id-token' }));
    api.answer(200, booked);
    form();
    fillValid();
    await vi.waitFor(() => expect(currentUser).toHaveBeenCalled());
    fireEvent.click(confirmButton());
    await screen.findByRole('button', { name: 'Booking…' });
    expect(api.to('/api/book')).toHaveLength(0);
    await act(async () => resolveUser({ uid: 'uid-wanjiru', displayName: 'Wanjiru Kamau', email: 'wanjiru@example.com' }));
    await vi.waitFor(() => expect(api.to('/api/book')).toHaveLength(1));
    expect(api.to('/api/book')[0]!.body).toMatchObject({ parentName: "Wanjiru Ng'ang'a" });
    // The one booking carries the token: a form that had not waited would have sent it without.
    expect(api.to('/api/book')[0]!.headers.Authorization).toBe('Bearer id-token');
  });

  it('books without a token when the account lookup fails', async () => {
    localStorage.setItem('jc:signed-in', '1');
    vi.doMock('../../../src/services/auth', () => ({
      currentUser: async () => Promise.reject(new Error('offline')),
      idToken: async () => 'x',
    }));
    api.answer(200, booked);
    form();
    fillValid();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    expect(api.to('/api/book')[0]!.headers.Authorization).toBeUndefined();
  });

  it('never loads the auth service for a parent who never signed in', async () => {
    const factory = vi.fn(() => ({ currentUser: async () => null, idToken: async () => null }));
    vi.doMock('../../../src/services/auth', factory);
    api.answer(200, booked);
    form();
    fillValid();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    expect(factory).not.toHaveBeenCalled();
  });
});

describe('BookingForm: typed before the code arrived', () => {
  it('keeps every field, the day and the time, over a kept draft', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ studentName: 'Old', email: 'old@example.com', date: '2025-03-10', time: '10:00' }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BookingForm countries={countries} grades={grades} holdHours={2} windowDays={7} />);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('studentName').value = 'Mũthoni 2';
    (container.querySelector('select[name="studentGrade"]') as HTMLSelectElement).value = '3-5';
    field('parentName').value = 'Wanjiru Kamau';
    field('email').value = 'wanjiru@example.com';
    (container.querySelector('select[name="countryCode"]') as HTMLSelectElement).value = 'NG';
    field('phone').value = '0803 123 4567';
    container.querySelector<HTMLInputElement>('input[name="date"][value="+2"]')!.checked = true;
    container.querySelector<HTMLInputElement>('input[name="time"][value="14:00"]')!.checked = true;
    field('phone').focus();

    const root = await act(async () =>
      hydrateRoot(container, <BookingForm countries={countries} grades={grades} holdHours={2} windowDays={7} />),
    );
    // The day's seats answered and shown: the form is whole.
    await vi.waitFor(() => expect(container.textContent).toContain('Wednesday 12 March 2025, 12:00 WAT (1 hour)'));
    expect(field('studentName').value).toBe('Mũthoni ');
    expect(field('email').value).toBe('wanjiru@example.com');
    expect((container.querySelector('select[name="countryCode"]') as HTMLSelectElement).value).toBe('NG');
    expect(container.querySelector<HTMLInputElement>('input[name="date"]:checked')!.value).toBe('2025-03-12');
    expect(container.querySelector<HTMLInputElement>('input[name="time"]:checked')!.value).toBe('14:00');
    expect(document.activeElement).toBe(field('phone'));
    expect(container.textContent).toContain('Wednesday 12 March 2025, 12:00 WAT (1 hour)');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      studentName: 'Mũthoni ',
      date: '2025-03-12',
      time: '14:00',
    });
    act(() => root.unmount());
    container.remove();
  });
});

describe('BookingForm: on a Kiswahili page', () => {
  it('is written and hydrated in Kiswahili, and refuses a bad number in Kiswahili', async () => {
    const { renderToReadableStream } = await import('react-dom/server');
    const { words: bookingWordsSw } = await import('../../../src/i18n/sw/booking');
    const { words: messagesSw } = await import('../../../src/i18n/sw/messages');
    const { default: BookingFormSw } = await import('../../../src/islands/chosen/sw/BookingForm');
    const island = <BookingFormSw countries={countries} grades={grades} holdHours={2} windowDays={7} />;
    const stream = await renderToReadableStream(island);
    await stream.allReady;
    const container = document.createElement('div');
    container.innerHTML = await new Response(stream).text();
    document.body.append(container);
    // The server's HTML is Kiswahili already: no English label, no swap script.
    expect(container.textContent).toContain(bookingWordsSw.fields.phone);
    expect(container.textContent).toContain(messagesSw.booking.confirm);
    expect(container.textContent).not.toContain('WhatsApp number');
    expect(container.querySelector('script')).toBeNull();

    // The browser hydrates with its own copy of the modules (React warns when a server and a
    // client renderer share one context object, which only happens in this test's one process).
    vi.resetModules();
    const { default: BrowserIsland } = await import('../../../src/islands/chosen/sw/BookingForm');
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, <BrowserIsland countries={countries} grades={grades} holdHours={2} windowDays={7} />),
    );
    // The day's seats are asked for in the page's language, so a refusal comes back in it.
    await vi.waitFor(() => expect(api.to('/api/availability').at(-1)?.url).toMatch(/[?&]language=sw(&|$)/));
    expect(errors).not.toHaveBeenCalled();
    const phone = within(container).getByLabelText(bookingWordsSw.fields.phone);
    fireEvent.change(phone, { target: { value: '0712' } });
    fireEvent.blur(phone);
    expect(container.textContent).toContain(messagesSw.booking.invalidPhone('Kenya'));
    act(() => root.unmount());
    container.remove();
  });
});
