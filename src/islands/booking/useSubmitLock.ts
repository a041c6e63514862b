// One submission at a time: `saving` shows "Booking…" and a second tap does nothing while a
// request is out. Back from /error or /success through the back-forward cache, the page is
// as it was left; the request then out is over, so the lock opens again.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useSubmitLock(onRestore?: () => void): {
  saving: boolean;
  /** Takes the lock; false when a submission is already running. */
  lock: () => boolean;
  unlock: () => void;
} {
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const restore = useRef(onRestore);
  useEffect(() => {
    restore.current = onRestore;
  });

  const lock = useCallback(() => {
    if (busy.current) return false;
    busy.current = true;
    setSaving(true);
    return true;
  }, []);

  const unlock = useCallback(() => {
    busy.current = false;
    setSaving(false);
  }, []);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      unlock();
      restore.current?.();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [unlock]);

  return { saving, lock, unlock };
}
