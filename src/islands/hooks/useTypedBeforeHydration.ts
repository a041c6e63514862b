// Keeps what a parent typed, chose or ticked in a server-rendered form before the island's
// code arrived. React leaves a field's value alone while it hydrates, but its first
// re-render writes the island's initial state back into every controlled field, which
// empties them. Right after hydration (a layout effect, before the browser paints) this
// hook reads the fields the parent changed and hands them to the island, so its next render
// matches the page instead of wiping it; focus and the caret go back where they were.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { LEFT_ATTRIBUTE } from '../../integrations/shared/mark-left.js';

/** One named field as the parent left it: text, a select's value, the checked radio's value, a checkbox's state. */
export type TypedValue = string | boolean | string[];

export interface TypedBeforeHydration {
  /** Only the fields whose value differs from what the server rendered, by `name`. */
  values: Record<string, TypedValue>;
  /** The `name` of the field that had focus (the one the parent touched last), if any. */
  focused: string | null;
  /** The `name` of every field the parent left (blurred) before hydration, changed or not. */
  left: string[];
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: Element): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** The named fields inside `root` (a form or any element), grouped by name, in page order. */
function namedFields(root: HTMLElement): Map<string, Field[]> {
  const groups = new Map<string, Field[]>();
  for (const element of root.querySelectorAll('input[name], select[name], textarea[name]')) {
    if (!isField(element) || !element.name) continue;
    groups.set(element.name, [...(groups.get(element.name) ?? []), element]);
  }
  return groups;
}

function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  // With no option marked selected in the HTML, the browser shows the first one.
  const rendered = options.some((o) => o.defaultSelected)
    ? options.map((o) => o.defaultSelected)
    : options.map((_, i) => i === 0);
  return options.some((o, i) => o.selected !== rendered[i]);
}

/** What the parent changed from the server's HTML, read from the live fields. */
export function readTypedFields(root: HTMLElement): TypedBeforeHydration {
  const values: Record<string, TypedValue> = {};
  const left: string[] = [];
  for (const [name, fields] of namedFields(root)) {
    if (fields.some((f) => f.hasAttribute(LEFT_ATTRIBUTE))) left.push(name);
    const first = fields[0];
    if (first instanceof HTMLInputElement && first.type === 'radio') {
      const radios = fields as HTMLInputElement[];
      if (radios.some((r) => r.checked !== r.defaultChecked)) {
        const checked = radios.find((r) => r.checked);
        values[name] = checked ? checked.value : '';
      }
    } else if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      const boxes = fields as HTMLInputElement[];
      if (boxes.some((b) => b.checked !== b.defaultChecked)) {
        values[name] = boxes.length === 1 ? first.checked : boxes.filter((b) => b.checked).map((b) => b.value);
      }
    } else if (first instanceof HTMLSelectElement) {
      if (selectChanged(first)) values[name] = first.multiple ? [...first.selectedOptions].map((o) => o.value) : first.value;
    } else if (first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement) {
      // A type="number" field holding text that is not a number reports '' for both: nothing to keep.
      if (first.value !== first.defaultValue) values[name] = first.value;
    }
  }
  const active = root.ownerDocument.activeElement;
  const focused = active && root.contains(active) && isField(active) && active.name ? active.name : null;
  return { values, focused, left };
}

interface Caret {
  element: HTMLElement;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

function caretOf(root: HTMLElement): Caret | null {
  const active = root.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  let start: number | null = null;
  let end: number | null = null;
  let direction: Caret['direction'] = null;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    try {
      // Number and email fields have no selection API in some browsers: they read null or throw.
      start = active.selectionStart;
      end = active.selectionEnd;
      direction = active.selectionDirection as Caret['direction'];
    } catch {
      start = end = null;
    }
  }
  return { element: active, start, end, direction };
}

function restoreCaret(caret: Caret) {
  const { element, start, end, direction } = caret;
  if (!element.isConnected) return;
  if (element.ownerDocument.activeElement !== element) element.focus({ preventScroll: true });
  if (start === null || end === null) return;
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  const length = element.value.length;
  try {
    if (element.selectionStart !== Math.min(start, length) || element.selectionEnd !== Math.min(end, length)) {
      element.setSelectionRange(Math.min(start, length), Math.min(end, length), direction ?? undefined);
    }
  } catch {
    // A field type without a selection keeps only its focus.
  }
}

/**
 * Call once in an island with a ref to its form (or any element holding its fields).
 * `apply` runs once, right after hydration, with the fields the parent changed or left; it
 * should put them into the island's state (running them through the same filters as
 * onChange, and treating a left field as blurred).
 * Declare any effect that sets initial state (from the URL, storage) before this hook: its
 * updates are applied first, so what the parent typed wins.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLElement | null>, apply: (typed: TypedBeforeHydration) => void): void {
  const done = useRef(false);
  const caret = useRef<Caret | null>(null);

  // Declared first so that, in the commit where the typed values are read, it finds nothing
  // to do; it runs again after the re-render that took them in, and puts focus and the caret back.
  useLayoutEffect(() => {
    if (!caret.current) return;
    restoreCaret(caret.current);
    caret.current = null;
  });

  useLayoutEffect(() => {
    const root = ref.current;
    if (done.current || !root) return;
    done.current = true; // read once: after this the fields are React's
    const typed = readTypedFields(root);
    if (Object.keys(typed.values).length > 0 || typed.left.length > 0) {
      caret.current = caretOf(root);
      apply(typed);
    }
    // The island owns its fields from here (its re-render with the typed values runs before
    // any other task): tests wait on this mark. React leaves attributes it does not render alone.
    root.setAttribute('data-hydrated', '');
  }, [ref, apply]);
}
