// @vitest-environment happy-dom
// The dashboard's "How we reach you": a switch is saved at once through /api/family (the
// parent's ID token, action notify), shows what the server kept, and a failed save or a
// signed-out parent puts the switch back with an alert.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { words as messages } from '../../../../src/i18n/en/messages';
import { words as channelWords } from '../../../../src/i18n/en/channels';
import FamilySwitches from '../../../../src/islands/dashboard/FamilySwitches';
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

const initial = { whatsapp: true, mail: true, number: '+254712345678' };
const view = (token: string | null = 'id-token') =>
  render(<FamilySwitches initial={initial} idToken={() => Promise.resolve(token)} />);

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

describe('FamilySwitches', () => {
  it('turns email off through /api/family and shows where WhatsApp goes', async () => {
    api.answer(200, { status: 'ok', family: { children: [] }, notify: { whatsapp: true, mail: false, number: initial.number } });
    view();
    expect(screen.getByText(/WhatsApp messages go to \+254712345678/)).toBeTruthy();
    const mail = screen.getByLabelText('Emails about classes and renewals') as HTMLInputElement;
    fireEvent.click(mail);
    expect(await said()).toBe(channelWords.saved);
    expect(mail.checked).toBe(false);
    const [sent] = api.to('/api/family');
    expect(sent!.body).toEqual({ action: 'notify', notify: { mail: false }, language: 'en' });
    expect(JSON.stringify(sent!.headers)).toContain('Bearer id-token');
  });

  it('a failed save, or a parent signed out meanwhile, puts the switch back and says so', async () => {
    api.answer(500, {});
    view();
    const whatsapp = screen.getByLabelText('WhatsApp messages from the school') as HTMLInputElement;
    fireEvent.click(whatsapp);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.manage.failed);
    expect(whatsapp.checked).toBe(true);
    cleanup();
    view(null);
    fireEvent.click(screen.getByLabelText('WhatsApp messages from the school'));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.manage.failed);
    expect(api.to('/api/family')).toHaveLength(1);
  });

  it("sets the family's language through /api/family", async () => {
    api.answer(200, { status: 'ok', family: { children: [], language: 'sw' }, notify: initial });
    render(<FamilySwitches initial={{ ...initial, language: 'en' }} idToken={() => Promise.resolve('id-token')} />);
    const choice = screen.getByLabelText(familyLanguage.label) as HTMLSelectElement;
    fireEvent.change(choice, { target: { value: 'sw' } });
    expect(await said()).toBe(familyLanguage.saved);
    expect(api.to('/api/family')[0]!.body).toEqual({ action: 'language', language: 'sw' });
  });
});
