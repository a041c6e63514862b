// @vitest-environment happy-dom
// Removing a child on the dashboard: the button asks first (focus moves to the question,
// "Keep" sends nothing), "Yes" posts removeChild through /api/family with the parent's ID
// token and hands back the children the server lists; a refusal is said as an alert.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { words as childMessages } from '../../../../src/i18n/en/children';
import RemoveChild from '../../../../src/islands/dashboard/RemoveChild';
import { stubApi } from '../../../support/api-stub';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const child = { id: 'c0000000000000000001', name: 'Neema', grade: '3-5' };

describe('RemoveChild', () => {
  it('asks, keeps on "Keep", removes on "Yes" and hands back the children left', async () => {
    const onRemoved = vi.fn();
    render(<RemoveChild child={child} idToken={() => Promise.resolve('id-token')} onRemoved={onRemoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Neema from the family' }));
    expect(document.activeElement?.textContent).toBe(childMessages.removeConfirm('Neema'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep Neema' }));
    expect(api.to('/api/family')).toHaveLength(0);

    api.answer(200, { status: 'ok', family: { children: [{ id: 'c2', name: 'Juma', grade: 'K-2' }] }, notify: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Neema from the family' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove Neema' }));
    await vi.waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(onRemoved).toHaveBeenCalledWith([{ id: 'c2', name: 'Juma', grade: 'K-2' }], childMessages.removed('Neema'));
    const [sent] = api.to('/api/family');
    expect(sent!.body).toEqual({ action: 'removeChild', childId: child.id, language: 'en' });
    expect(JSON.stringify(sent!.headers)).toContain('Bearer id-token');
  });

  it('says why a child with a running enrollment stays', async () => {
    api.answer(409, { status: 'enrolled', message: childMessages.enrolled });
    const onRemoved = vi.fn();
    render(<RemoveChild child={child} idToken={() => Promise.resolve('id-token')} onRemoved={onRemoved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Neema from the family' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove Neema' }));
    expect((await screen.findByText(childMessages.enrolled)).closest('[role="alert"]')).toBeTruthy();
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
