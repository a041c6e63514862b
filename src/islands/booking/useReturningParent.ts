// A parent who signed in on this device before: their account prefills name and email, and
// their booking carries their ID token. Everyone else never downloads the Auth SDK. The
// lookup runs once; Confirm waits for it, so a parent quicker than Auth still books under
// their account.
import { useCallback, useEffect, useRef } from 'react';
import type { ParentAccount } from '../../domain/parent-session';
import { hasSignedInBefore } from '../../services/signed-in-before';

export interface ReturningParent {
  /** The account's ID token for /api/book, or null (signed out, never signed in, offline). */
  idToken: () => Promise<string | null>;
}

export function useReturningParent(onAccount: (account: ParentAccount) => void): ReturningParent {
  const lookup = useRef<Promise<ParentAccount | null> | null>(null);
  const onAccountRef = useRef(onAccount);
  useEffect(() => {
    onAccountRef.current = onAccount;
  });

  const lookUp = useCallback(() => {
    lookup.current ??= import('../../services/auth')
      .then((m) => m.currentUser())
      // Signed out or offline: the parent simply books without an account.
      .catch(() => null);
    return lookup.current;
  }, []);

  useEffect(() => {
    if (!hasSignedInBefore()) return;
    let live = true;
    void lookUp().then((account) => {
      if (live && account) onAccountRef.current(account);
    });
    return () => {
      live = false;
    };
  }, [lookUp]);

  const idToken = useCallback(async () => {
    if (!hasSignedInBefore()) return null;
    const account = await lookUp();
    if (!account) return null;
    try {
      return await (await import('../../services/auth')).idToken();
    } catch {
      return null;
    }
  }, [lookUp]);

  return { idToken };
}
