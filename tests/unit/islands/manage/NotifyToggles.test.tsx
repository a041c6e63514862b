// @vitest-environment happy-dom
// /manage's "How we reach you": each switch is saved at once through /api/manage (the token
// only in the body), says so, and a failed save puts the switch back with an alert; a
// number that said STOP stays off.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { words as messages } from '../../../../src/i18n/en/messages';
import { words as channelWords } from '../../../../src/i18n/en/channels';
import NotifyToggles from '../../../../src/islands/manage/NotifyToggles';
import { words as familyLanguage } from '../../../../src/i18n/en/familyLanguage';
import { stubApi } from '../../../support/api-stub';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = () =>
  render(<NotifyToggles access={{ token: 'tok_0123456789abcdefghij' }} initial={{ whatsapp: true, mail: true }} />);

/** What the page says in its status regions (the switches' and the language choice's). */
const said = () =>
  waitFor(() => {
    const text = screen
      .getAllByRole('status')
      .map((e) => e.textContent)
      .join('');
    if (!text) throw new Error('nothing said yet');
    return text;
  });

describe('NotifyToggles', () => {
  it('turns WhatsApp off and says it is saved', async () => {
    api.answer(200, { status: 'ok', notify: { whatsapp: false, mail: true } });
    view();
    const whatsapp = screen.getByLabelText('WhatsApp messages about this class') as HTMLInputElement;
    fireEvent.click(whatsapp);
    expect(await said()).toBe(channelWords.saved);
    expect(whatsapp.checked).toBe(false);
    expect((screen.getByLabelText('Emails about this class') as HTMLInputElement).checked).toBe(true);
    expect(api.to('/api/manage')[0]!.body).toEqual({
      token: 'tok_0123456789abcdefghij',
      action: 'notify',
      notify: { whatsapp: false },
      language: 'en',
    });
  });

  it('WhatsApp asked on for a number that said STOP stays off and says how to lift it', async () => {
    api.answer(200, { status: 'ok', notify: { whatsapp: false, mail: true } });
    render(<NotifyToggles access={{ token: 'tok_0123456789abcdefghij' }} initial={{ whatsapp: false, mail: true }} />);
    const whatsapp = screen.getByLabelText('WhatsApp messages about this class') as HTMLInputElement;
    fireEvent.click(whatsapp);
    expect(await said()).toBe(channelWords.stopped);
    expect(whatsapp.checked).toBe(false);
  });

  it('a failed save puts the switch back and says so', async () => {
    api.answer(500, {});
    view();
    const mail = screen.getByLabelText('Emails about this class') as HTMLInputElement;
    fireEvent.click(mail);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.manage.failed);
    expect(mail.checked).toBe(true);
  });

  it('sets the language of the mail and messages through /api/manage, and says so', async () => {
    api.answer(200, { status: 'ok', notify: { whatsapp: true, mail: true } });
    render(
      <NotifyToggles access={{ token: 'tok_0123456789abcdefghij' }} initial={{ whatsapp: true, mail: true }} language="en" />,
    );
    const choice = screen.getByLabelText(familyLanguage.label) as HTMLSelectElement;
    expect(choice.value).toBe('en');
    fireEvent.change(choice, { target: { value: 'sw' } });
    expect(await said()).toBe(familyLanguage.saved);
    expect(choice.value).toBe('sw');
    expect(api.to('/api/manage')[0]!.body).toEqual({ token: 'tok_0123456789abcdefghij', action: 'language', language: 'sw' });
  });

  it('a failed language save puts the choice back and says so', async () => {
    api.answer(500, {});
    render(
      <NotifyToggles access={{ token: 'tok_0123456789abcdefghij' }} initial={{ whatsapp: true, mail: true }} language="sw" />,
    );
    const choice = screen.getByLabelText(familyLanguage.label) as HTMLSelectElement;
    fireEvent.change(choice, { target: { value: 'en' } });
    expect((await screen.findByRole('alert')).textContent).toBe(familyLanguage.failed);
    expect(choice.value).toBe('sw');
  });
});
