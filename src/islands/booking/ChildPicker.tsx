// For a signed-in parent only: their family's children to pick from, which fills the
// student's name and grade, or "Another child" to type one. Loaded once the form knows the
// parent is signed in, so a signed-out parent downloads none of it.
import { useEffect, useState } from 'react';
import type { FamilyChild } from '../../domain/enrollment/family-view';
import { callFamily } from '../../services/family';
import { words as bookingWords } from '../../i18n/en/booking';
import { useWords } from '../hooks/useWords';

interface Props {
  idToken: () => Promise<string | null>;
  /** The picked child's id, or null for "Another child". */
  picked: string | null;
  onPick: (child: FamilyChild | null) => void;
}

const chip = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-2xl border-[1.5px] px-4 py-2 font-semibold transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
    selected
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-[#cfc8e3] bg-white text-ink hover:border-brand-500 hover:bg-brand-50'
  }`;

export default function ChildPicker({ idToken, picked, onPick }: Props) {
  const w = useWords('booking', bookingWords).fields;
  const [children, setChildren] = useState<FamilyChild[]>([]);
  useEffect(() => {
    let live = true;
    void (async () => {
      const token = await idToken();
      if (!token) return;
      const answer = await callFamily(token, { action: 'load' });
      if (live && answer.status === 'ok') setChildren(answer.children);
    })().catch(() => {
      // Without the family the parent types the child's name, as a signed-out parent does.
    });
    return () => {
      live = false;
    };
  }, [idToken]);

  if (children.length === 0) return null;
  const option = (key: string, label: string, selected: boolean, pick: () => void) => (
    <label key={key} className="relative cursor-pointer">
      <input type="radio" name="child" checked={selected} onChange={pick} className="peer sr-only" />
      <span className={chip(selected)}>{label}</span>
    </label>
  );
  return (
    <fieldset className="mb-5 min-w-0" data-child-picker>
      <legend className="field-label">{w.whoFor}</legend>
      <div className="flex flex-wrap gap-2">
        {children.map((c) => option(c.id, c.name, picked === c.id, () => onPick(c)))}
        {option('another', w.anotherChild, picked === null, () => onPick(null))}
      </div>
    </fieldset>
  );
}
