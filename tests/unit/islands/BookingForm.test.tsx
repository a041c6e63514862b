// @vitest-environment happy-dom
// The booking form as a whole: validation, zones, the draft, and every answer /api/book can
// give. The functions are stood in for by a fetch stub (tests/support/api-stub.ts).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import BookingForm from '../../../src/islands/BookingForm';
import { BOOKED_KEY, DRAFT_KEY } from '../../../src/services/booking-draft';
import { messages } from '../../../src/domain/messages';
import type { Country } from '../../../src/domain/booking';
import { CHALLENGE, openDay, stubApi } from '../../support/api-stub';

const countries: Country[] = [
  { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
];
const grades = [
  { id: 'K-2', label: 'Kindergarten to Grade 2' },
  { id: '3-5', label: 'Grades 3 to 5' },
];

// 08:00 in Nairobi on Monday 10 March 2025: every slot of the day is still open.
const NOW = new Date('2025-03-10T05:00:00Z');

let api: ReturnType<typeof stubApi>;
let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStorage.clear();
  localStorage.clear();
  api = stubApi();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.doUnmock('../../../src/services/auth');
});

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement;
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const form = () => render(<BookingForm countries={countries} grades={grades} />);
/** Lets pending promises (fetch answers, lazy imports, the challenge's hashing) settle inside act. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  });

function fillValid() {
  fireEvent.change(screen.getByLabelText('Student name'), { target: { value: 'Mũthoni' } });
  fireEvent.change(screen.getByLabelText('Grade'), { target: { value: '3-5' } });
  fireEvent.change(screen.getByLabelText('Parent name'), { target: { value: "Wanjiru Ng'ang'a" } });
  fireEvent.change(screen.getByLabelText('Parent email'), { target: { value: 'wanjiru@example.com' } });
  fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712 345 678' } });
  fireEvent.click(radio('14:00 EAT'));
}

const booked = { status: 'booked', id: 'b1', manageUrl: '/manage#tok_abcdefghijklmnop', booking: {} };

describe('BookingForm: the form', () => {
  it('keeps Confirm disabled until every part is set and valid', () => {
    form();
    expect(confirmButton().disabled).toBe(true);
    fillValid();
    expect(confirmButton().disabled).toBe(false);
    const breakers: [string, string][] = [
      ['Student name', ''],
      ['Parent name', ''],
      ['Parent email', 'wanjiru@example'],
      ['WhatsApp number', '0712 345'],
      ['Grade', ''],
    ];
    for (const [label, bad] of breakers) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      const good = input.value;
      fireEvent.change(input, { target: { value: bad } });
      expect(confirmButton().disabled, label).toBe(true);
      fireEvent.change(input, { target: { value: good } });
      expect(confirmButton().disabled, label).toBe(false);
    }
  });

  it('drops digits and symbols from names as typed and keeps any script', () => {
    form();
    const student = screen.getByLabelText('Student name') as HTMLInputElement;
    fireEvent.change(student, { target: { value: 'Anne-Marie 2nd!' } });
    expect(student.value).toBe('Anne-Marie nd');
    fireEvent.change(student, { target: { value: "Ng'ang'a Mũthoni" } });
    expect(student.value).toBe("Ng'ang'a Mũthoni");
  });

  it('shows email and phone messages only after blur, tied to the field', () => {
    form();
    const email = screen.getByLabelText('Parent email');
    fireEvent.change(email, { target: { value: 'wanjiru@' } });
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    fireEvent.blur(email);
    const emailError = screen.getByText('Enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(emailError.id);

    const phone = screen.getByLabelText('WhatsApp number');
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.blur(phone);
    const phoneError = screen.getByText('Enter a valid WhatsApp number for Kenya.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(phoneError.id);

    fireEvent.change(email, { target: { value: 'wanjiru@example.com' } });
    fireEvent.change(phone, { target: { value: '0712345678' } });
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    expect(screen.queryByText('Enter a valid WhatsApp number for Kenya.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows slots in the chosen country zone and clears the time on a new date', () => {
    form();
    fireEvent.click(radio('10:00 EAT'));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NG' } });
    expect(radio('08:00 WAT').checked).toBe(true);
    fireEvent.click(radio(/Tuesday 11 March 2025/));
    expect(radio('08:00 WAT').checked).toBe(false);
  });

  it('disables slots already past today', () => {
    vi.setSystemTime(new Date('2025-03-10T09:30:00Z')); // 12:30 Nairobi
    form();
    expect(radio('12:00 EAT, already passed').disabled).toBe(true);
    expect(radio('14:00 EAT').disabled).toBe(false);
    fireEvent.click(radio(/Tuesday 11 March 2025/));
    expect(radio('10:00 EAT').disabled).toBe(false);
  });

  it('shows the summary in the parent zone', () => {
    form();
    fillValid();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NG' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0803 123 4567' } });
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    expect(within(summary).getByText('Monday 10 March 2025, 12:00 WAT (1 hour)')).toBeTruthy();
    expect(within(summary).getByText('+2348031234567')).toBeTruthy();
  });

  it('keeps the draft in sessionStorage and restores it', () => {
    const { unmount } = form();
    fillValid();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      studentName: 'Mũthoni',
      time: '14:00',
      date: '2025-03-10',
    });
    unmount();
    form();
    expect((screen.getByLabelText('Student name') as HTMLInputElement).value).toBe('Mũthoni');
    expect(radio('14:00 EAT').checked).toBe(true);
    expect(confirmButton().disabled).toBe(false);
  });
});

describe('BookingForm: availability', () => {
  it('reads the day on load and each picked day, and shows full slots as Full', async () => {
    api.setDay(openDay('2025-03-11', { '10:00': 2, '15:00': 1 }));
    form();
    await settle();
    expect(api.to('/api/availability').map((s) => s.url)).toEqual(['/api/availability?date=2025-03-10']);
    fireEvent.click(radio(/Tuesday 11 March 2025/));
    await settle();
    expect(api.to('/api/availability').at(-1)!.url).toBe('/api/availability?date=2025-03-11');
    const full = radio('10:00 EAT, Full');
    expect(full.disabled).toBe(true);
    expect(radio('15:00 EAT').disabled).toBe(false);
    fireEvent.click(full);
    expect(full.checked).toBe(false);
  });

  it('shows a closed day as Full everywhere and says so', async () => {
    api.setDay(openDay('2025-03-10', {}, true));
    form();
    await settle();
    for (const slot of ['10:00', '11:00', '17:00']) expect(radio(`${slot} EAT, Full`).disabled).toBe(true);
    expect(screen.getByText(messages.booking.dateClosed)).toBeTruthy();
  });
});

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
    await settle();
    const alert = screen.getByText(messages.booking.slotFull);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(radio('14:00 EAT, Full').disabled).toBe(true);
    expect((screen.getByLabelText('Student name') as HTMLInputElement).value).toBe('Mũthoni');
    expect((screen.getByLabelText('Parent email') as HTMLInputElement).value).toBe('wanjiru@example.com');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ studentName: 'Mũthoni', time: '' });
    expect(assign).not.toHaveBeenCalled();
    // Another time books.
    api.answer(200, booked);
    fireEvent.click(radio('15:00 EAT'));
    expect(screen.queryByText(messages.booking.slotFull)).toBeNull();
    fireEvent.click(confirmButton());
    await settle();
    expect(api.to('/api/book').at(-1)!.body).toMatchObject({ time: '15:00' });
    expect(assign).toHaveBeenCalledWith('/success');
  });

  it('a family that already has a trial: the message, nothing lost, no navigation', async () => {
    api.answer(409, { status: 'family' });
    form();
    fillValid();
    fireEvent.click(confirmButton());
    await settle();
    expect(screen.getByText(messages.booking.family).closest('[role="alert"]')).toBeTruthy();
    expect(radio('14:00 EAT').checked).toBe(true);
    expect(confirmButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a refused field: its message on the field, until the parent changes it', async () => {
    api.answer(400, { status: 'invalid', field: 'email', message: 'Enter a valid email address.' });
    form();
    fillValid();
    fireEvent.click(confirmButton());
    await settle();
    const email = screen.getByLabelText('Parent email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
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
    await settle();
    expect(screen.getByText(messages.booking.limited)).toBeTruthy();
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
    await settle();
    expect(assign).toHaveBeenCalledWith('/error');
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
    await settle();
    expect(screen.getByText(messages.booking.slotStarted)).toBeTruthy();
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
    await settle();
    expect(api.to('/api/book')).toHaveLength(0);
    await act(async () => resolveUser({ uid: 'uid-wanjiru', displayName: 'Wanjiru Kamau', email: 'wanjiru@example.com' }));
    await vi.waitFor(() => expect(api.to('/api/book')).toHaveLength(1));
    expect(api.to('/api/book')[0]!.body).toMatchObject({ parentName: "Wanjiru Ng'ang'a" });
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
    container.innerHTML = renderToString(<BookingForm countries={countries} grades={grades} />);
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

    const root = await act(async () => hydrateRoot(container, <BookingForm countries={countries} grades={grades} />));
    await settle();
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
    const { bookingWordsSw } = await import('../../../src/domain/booking-words.sw');
    const { messagesSw } = await import('../../../src/domain/messages.sw');
    const { default: BookingFormSw } = await import('../../../src/islands/sw/BookingForm');
    const island = <BookingFormSw countries={countries} grades={grades} />;
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
    const { default: BrowserIsland } = await import('../../../src/islands/sw/BookingForm');
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <BrowserIsland countries={countries} grades={grades} />));
    await settle();
    expect(errors).not.toHaveBeenCalled();
    // The day's seats are asked for in the page's language, so a refusal comes back in it.
    expect(api.to('/api/availability').at(-1)!.url).toMatch(/[?&]language=sw(&|$)/);
    const phone = within(container).getByLabelText(bookingWordsSw.fields.phone);
    fireEvent.change(phone, { target: { value: '0712' } });
    fireEvent.blur(phone);
    expect(container.textContent).toContain(messagesSw.booking.invalidPhone('Kenya'));
    act(() => root.unmount());
    container.remove();
  });
});
