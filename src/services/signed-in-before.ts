// Remembers, on this device only, that a parent has signed in before. Pages read this
// before loading any Firebase code: a parent who never signed in pays no Auth bytes.
// Plain localStorage, no Firebase import; storage can be missing or blocked (private
// mode, embedded browsers), so every access is guarded and failure means "no".

/** The localStorage key; /dashboard's inline script reads it too. */
export const SIGNED_IN_KEY = 'jc:signed-in';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function hasSignedInBefore(): boolean {
  try {
    return storage()?.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(on: boolean): void {
  try {
    const store = storage();
    if (!store) return;
    if (on) store.setItem(SIGNED_IN_KEY, '1');
    else store.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage full or blocked: the only cost is loading Auth lazily next time.
  }
}
