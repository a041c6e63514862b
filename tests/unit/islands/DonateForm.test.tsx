// @vitest-environment happy-dom
// /sw/donate's amount picker: its words and refusal in Kiswahili, and the payment page under /sw.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import DonateForm from '../../../src/islands/chosen/sw/DonateForm';
import { words as donateWordsSw } from '../../../src/i18n/sw/donate';
import { words as messagesSw } from '../../../src/i18n/sw/messages';

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DonateForm on a Kiswahili page', () => {
  it('asks in Kiswahili, refuses no amount in Kiswahili, and goes on to /sw/donatepay', async () => {
    await act(async () => {
      render(<DonateForm prefix="/sw" />);
    });
    expect((await screen.findByRole('heading')).textContent).toBe(donateWordsSw.title);
    const button = screen.getByRole('button', { name: messagesSw.donate.button });
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe(messagesSw.donate.noAmount);
    fireEvent.change(screen.getByLabelText(donateWordsSw.custom('KES')), { target: { value: '1500' } });
    fireEvent.click(button);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/sw\/donatepay\?/));
  });
});
