// @vitest-environment happy-dom
// The booking form: validation, zones, the draft and the day's seats. The functions are stood
// in for by a fetch stub (tests/support/api-stub.ts); Confirm's answers and a signed-in parent
// have files of their own beside this one.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../../src/services/booking-draft';
import { words as messages } from '../../../src/i18n/en/messages';
import { openDay } from '../../support/api-stub';
import { api, confirmButton, countries, radio, form, fillValid } from './booking-form-setup';

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
  it("reads the day on load and each picked day with the family's country (its closed days), and shows full slots as Full", async () => {
    api.setDay(openDay('2025-03-11', { '10:00': 2, '15:00': 1 }));
    form();
    // The form starts on the first country offered.
    const country = `&country=${countries[0]!.code}`;
    await vi.waitFor(() =>
      expect(api.to('/api/availability').map((s) => s.url)).toEqual([`/api/availability?date=2025-03-10${country}`]),
    );
    fireEvent.click(radio(/Tuesday 11 March 2025/));
    const full = (await screen.findByRole('radio', { name: '10:00 EAT, Full' })) as HTMLInputElement;
    expect(api.to('/api/availability').at(-1)!.url).toBe(`/api/availability?date=2025-03-11${country}`);
    expect(full.disabled).toBe(true);
    expect(radio('15:00 EAT').disabled).toBe(false);
    fireEvent.click(full);
    expect(full.checked).toBe(false);
  });

  it('shows a closed day as Full everywhere and says so', async () => {
    api.setDay(openDay('2025-03-10', {}, true));
    form();
    expect(await screen.findByText(messages.booking.dateClosed)).toBeTruthy();
    for (const slot of ['10:00', '11:00', '17:00']) expect(radio(`${slot} EAT, Full`).disabled).toBe(true);
  });
});
