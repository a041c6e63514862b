// The dashboard's last answer, kept on this device (localStorage) with its time and the
// account it belongs to, so the next visit shows it at first paint while /api/session is
// asked again. Signing out, or another account signing in, forgets it first
// (services/auth.ts). Storage can be missing or blocked: every access is guarded, and
// failure means nothing is kept. With the answer goes the HTML of its kept view, in the
// language of the page that rendered it (islands/dashboard/SignedInView.tsx), which the page's
// inline script puts on screen before any module runs (services/kept-first-paint.ts).
import type { Language } from '../i18n/languages';
import { readSessionView, type SessionView } from '../domain/parent-session';
import { forgetFamilyPages } from './kept-pages';

/** The kept answer's localStorage key; the page's inline script reads it too. */
export const KEPT_KEY = 'jc:dashboard-kept';
/** The kept answer's version (its markup's too): the page's script shows no other. */
export const KEPT_VERSION = 1;
const KEY = KEPT_KEY;
const VERSION = KEPT_VERSION;

export interface KeptDashboard {
  view: SessionView;
  /** When the server gave this answer. */
  at: Date;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

// The same text reads as the same object, so React sees a stable snapshot.
let lastText: string | null = null;
let lastKept: KeptDashboard | null = null;

function parse(text: string): KeptDashboard | null {
  try {
    const kept = JSON.parse(text) as { v?: unknown; at?: unknown; view?: unknown };
    const view = kept.v === VERSION ? readSessionView(kept.view) : null;
    const at = typeof kept.at === 'string' ? new Date(kept.at) : null;
    return view && at && !Number.isNaN(at.getTime()) ? { view, at } : null;
  } catch {
    return null;
  }
}

/** The answer kept on this device, or null. */
export function keptDashboard(): KeptDashboard | null {
  let text: string | null = null;
  try {
    text = storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (text !== lastText) {
    lastText = text;
    lastKept = text ? parse(text) : null;
  }
  return lastKept;
}

/** Keeps the server's latest answer, replacing whatever was kept. */
export function keepDashboard(view: SessionView, at = new Date()): void {
  // With no signal a parent still finds the next class and its join link (the family panel
  // shows the kept classes, read only); the mentors' notes stay off the device. Sign-out
  // forgets all of it (forgetDashboard).
  const kept = { ...view, classes: (view.classes ?? []).map((c) => ({ ...c, note: '' })) };
  try {
    storage()?.setItem(KEY, JSON.stringify({ v: VERSION, at: at.toISOString(), view: kept }));
  } catch {
    // Storage full or blocked: the next visit waits for the server, as a first one does.
  }
}

/** Keeps the HTML of the kept view of the answer given `at`, if that answer is still the one kept. */
export function keepDashboardMarkup(html: string, language: Language, at: Date): void {
  try {
    const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as { at?: unknown } | null;
    if (kept?.at === at.toISOString()) storage()!.setItem(KEY, JSON.stringify({ ...kept, lang: language, html }));
  } catch {
    // Storage full or blocked: the next visit shows the kept answer once the island runs.
  }
}

/** Forgets the kept answer and its markup (signing out, or the account is not the kept one's),
 *  and the family's pages the offline worker kept; the promise settles once those are gone. */
export function forgetDashboard(): Promise<void> {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
  return forgetFamilyPages();
}

/** Forgets the kept answer unless it is this account's. */
export function forgetDashboardUnlessFor(uid: string | null): void {
  if (keptDashboard()?.view.parent.uid !== uid || uid === null) void forgetDashboard();
}
