// React hooks over the staff service: live rows of a collection, and "now" that moves on
// by itself so flags such as "needs an outcome" appear without a reload.
import { useEffect, useState } from 'react';
import { watchRows, type Row, type Watch } from '../../services/staff';

export type Live = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; rows: Row[] };

export function useLiveRows(watch: Watch): Live {
  const key = JSON.stringify(watch);
  // What the watch said, and for which watch: a new watch reads "loading" until it speaks.
  const [heard, setHeard] = useState<{ key: string; live: Live } | null>(null);
  useEffect(() => {
    return watchRows(
      watch,
      (rows) => setHeard({ key, live: { state: 'ready', rows } }),
      (error) => setHeard({ key, live: { state: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    // `key` stands for the watch's content: a new object with the same content is the same watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return heard?.key === key ? heard.live : { state: 'loading' };
}

/** The current time, updated every `everyMs`. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export const asDate = (value: unknown): Date | null => (value instanceof Date ? value : null);
export const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
