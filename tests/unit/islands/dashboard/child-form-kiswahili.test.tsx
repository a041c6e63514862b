// @vitest-environment happy-dom
// The dashboard's child form and "remove a child" on /sw/dashboard speak Kiswahili with the
// twins its family panel hands down (sw/FamilyPanel.tsx), refusals included; on an English
// page they keep their English words.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChildForm from '../../../../src/islands/dashboard/ChildForm';
import RemoveChild from '../../../../src/islands/dashboard/RemoveChild';
import { panelWords } from '../../../../src/islands/chosen/sw/FamilyPanel';
import { PageLanguage } from '../../../../src/islands/hooks/useWords';
import { inKiswahili } from '../../../../src/islands/chosen/sw/in-kiswahili';
import { words as familyWords } from '../../../../src/i18n/en/family';
import { words as familyWordsSw } from '../../../../src/i18n/sw/family';
import { words as childMessages } from '../../../../src/i18n/en/children';
import { words as childMessagesSw } from '../../../../src/i18n/sw/children';

afterEach(cleanup);

const inSw = (node: ReactNode) => render(<PageLanguage.Provider value={inKiswahili(panelWords)}>{node}</PageLanguage.Provider>);
const grades = { '3-5': 'Grades 3 to 5' };
const child = { id: 'c1', name: 'Neema', grade: '3-5' };

describe('the child form and removing a child', () => {
  it('on a Kiswahili page: labels, the grade prompt and the refusal in Kiswahili', () => {
    const save = vi.fn();
    inSw(<ChildForm grades={grades} submitLabel={familyWordsSw.panel.add} save={save} onCancel={() => {}} />);
    expect(screen.getByLabelText(familyWordsSw.childForm.name)).toBeTruthy();
    expect(screen.getByRole('option', { name: familyWordsSw.childForm.chooseGrade })).toBeTruthy();
    expect(screen.getByRole('button', { name: familyWordsSw.childForm.cancel })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: familyWordsSw.panel.add }));
    expect(screen.getByRole('alert').textContent).toBe(childMessagesSw.invalidName);
    expect(save).not.toHaveBeenCalled();
  });

  it('on a Kiswahili page: the remove button and its confirmation in Kiswahili', () => {
    inSw(<RemoveChild child={child} idToken={async () => null} onRemoved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: familyWordsSw.childForm.remove('Neema') }));
    expect(screen.getByText(childMessagesSw.removeConfirm('Neema'))).toBeTruthy();
    expect(screen.getByRole('button', { name: familyWordsSw.childForm.yesRemove('Neema') })).toBeTruthy();
    expect(screen.getByRole('button', { name: familyWordsSw.childForm.keep('Neema') })).toBeTruthy();
  });

  it('on an English page: the same parts keep their English words', () => {
    render(<ChildForm grades={grades} submitLabel={familyWords.panel.add} save={vi.fn()} />);
    expect(screen.getByLabelText(familyWords.childForm.name)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: familyWords.panel.add }));
    expect(screen.getByRole('alert').textContent).toBe(childMessages.invalidName);
    cleanup();
    render(<RemoveChild child={child} idToken={async () => null} onRemoved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: familyWords.childForm.remove('Neema') }));
    expect(screen.getByText(childMessages.removeConfirm('Neema'))).toBeTruthy();
  });
});
