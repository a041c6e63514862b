// @vitest-environment happy-dom
// What a parent types into server-rendered fields before hydration: React keeps it while
// hydrating and wipes it on the first re-render; the hook makes the island take it in.
import { act, useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { markLeftFields } from '../../../../src/integrations/shared/mark-left.js';
import {
  readTypedFields,
  useTypedBeforeHydration,
  type TypedBeforeHydration,
} from '../../../../src/islands/hooks/useTypedBeforeHydration';

// React's act() environment flag, so updates inside act() flush without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface State {
  name: string;
  grade: string;
  currency: string;
  agree: boolean;
}
const initial: State = { name: '', grade: 'g1', currency: 'KES', agree: false };

/** A form like the islands': controlled fields, plus an effect that re-renders once after mount. */
function Form({ keep }: { keep: boolean }) {
  const ref = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<State>(initial);
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the re-render after mount that wipes typed fields is what this test provokes
  useEffect(() => setMounted(true), []);
  useTypedBeforeHydration(ref, ({ values }: TypedBeforeHydration) => {
    if (!keep) return;
    setState((s) => ({
      name: typeof values.name === 'string' ? values.name.toUpperCase() : s.name,
      grade: typeof values.grade === 'string' ? values.grade : s.grade,
      currency: typeof values.currency === 'string' ? values.currency : s.currency,
      agree: typeof values.agree === 'boolean' ? values.agree : s.agree,
    }));
  });
  return (
    <form ref={ref} data-mounted={mounted ? 'yes' : 'no'}>
      <input name="name" value={state.name} onChange={(e) => setState({ ...state, name: e.target.value })} />
      <select name="grade" value={state.grade} onChange={(e) => setState({ ...state, grade: e.target.value })}>
        <option value="g1">Grade 1</option>
        <option value="g2">Grade 2</option>
        <option value="g3">Grade 3</option>
      </select>
      {['KES', 'USD'].map((code) => (
        <input
          key={code}
          type="radio"
          name="currency"
          value={code}
          checked={state.currency === code}
          onChange={() => setState({ ...state, currency: code })}
        />
      ))}
      <input
        type="checkbox"
        name="agree"
        checked={state.agree}
        onChange={(e) => setState({ ...state, agree: e.target.checked })}
      />
      <output>{JSON.stringify(state)}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Server HTML in the page, the parent's input before the code, then hydration. */
async function typeThenHydrate(keep: boolean, parent: (form: HTMLFormElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep={keep} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  parent(form);
  await act(async () => {
    root = hydrateRoot(container, <Form keep={keep} />);
  });
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, selector: string) => form.querySelector(selector) as T;

function parentTypes(form: HTMLFormElement) {
  const name = field<HTMLInputElement>(form, 'input[name=name]');
  name.value = 'amani';
  name.focus();
  name.setSelectionRange(2, 2);
  field<HTMLSelectElement>(form, 'select').value = 'g3';
  field<HTMLInputElement>(form, 'input[value=USD]').checked = true;
  field<HTMLInputElement>(form, 'input[name=agree]').checked = true;
}

describe('typed before hydration', () => {
  it('without the hook: hydration keeps the typed value, the first re-render wipes it', async () => {
    const form = await typeThenHydrate(false, parentTypes);
    expect(form.dataset.mounted).toBe('yes'); // the effect ran and the island re-rendered
    expect(field<HTMLInputElement>(form, 'input[name=name]').value).toBe('');
    expect(field<HTMLSelectElement>(form, 'select').value).toBe('g1');
    expect(field<HTMLInputElement>(form, 'input[value=KES]').checked).toBe(true);
    expect(field<HTMLInputElement>(form, 'input[name=agree]').checked).toBe(false);
  });

  it('hydration alone leaves what was typed in the fields', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<input name="name" value="" onChange={() => {}} />);
    document.body.append(container);
    container.querySelector('input')!.value = 'typed';
    await act(async () => {
      root = hydrateRoot(container, <input name="name" value="" onChange={() => {}} />);
    });
    expect(container.querySelector('input')!.value).toBe('typed');
  });

  it('with the hook: text, select, radio and checkbox reach the state, focus and caret stay', async () => {
    const form = await typeThenHydrate(true, parentTypes);
    expect(form.dataset.mounted).toBe('yes');
    const name = field<HTMLInputElement>(form, 'input[name=name]');
    // The island's own filter ran on the typed text (upper case here), like onChange would.
    expect(name.value).toBe('AMANI');
    expect(field<HTMLSelectElement>(form, 'select').value).toBe('g3');
    expect(field<HTMLInputElement>(form, 'input[value=USD]').checked).toBe(true);
    expect(field<HTMLInputElement>(form, 'input[name=agree]').checked).toBe(true);
    expect(JSON.parse(form.querySelector('output')!.textContent!)).toEqual({
      name: 'AMANI',
      grade: 'g3',
      currency: 'USD',
      agree: true,
    });
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([2, 2]);
    expect(form.hasAttribute('data-hydrated')).toBe(true);
  });

  it('reads only what differs from the server HTML, and names the focused field', () => {
    document.body.innerHTML = renderToString(<Form keep={false} />);
    const form = document.querySelector('form')!;
    expect(readTypedFields(form)).toEqual({ values: {}, focused: null, left: [] });
    field<HTMLInputElement>(form, 'input[value=USD]').checked = true;
    const name = field<HTMLInputElement>(form, 'input[name=name]');
    name.value = 'Zawadi';
    name.focus();
    expect(readTypedFields(form)).toEqual({ values: { name: 'Zawadi', currency: 'USD' }, focused: 'name', left: [] });
  });

  it('names every field left before hydration (marked by the client:intent directive), changed or not', () => {
    document.body.innerHTML = renderToString(<Form keep={false} />);
    const form = document.querySelector('form')!;
    markLeftFields(form);
    const name = field<HTMLInputElement>(form, 'input[name=name]');
    name.focus();
    field<HTMLSelectElement>(form, 'select').focus();
    name.focus();
    expect(readTypedFields(form)).toEqual({ values: {}, focused: 'name', left: ['name', 'grade'] });
  });
});
