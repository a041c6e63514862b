// A Performance mark the first time a page's own content (not a loading card) is on
// screen: the benchmark and the tests read it to measure how long a parent waited.
import { useEffect } from 'react';

/** The mark's name, read by scripts/lib/bench-content.mjs and the browser tests. */
export const CONTENT_SHOWN_MARK = 'jc:content-shown';

export function useShownMark(shown: boolean): void {
  useEffect(() => {
    if (!shown || performance.getEntriesByName(CONTENT_SHOWN_MARK).length) return;
    // After the frame that paints the content, not merely after React committed it.
    requestAnimationFrame(() => setTimeout(() => performance.mark(CONTENT_SHOWN_MARK), 0));
  }, [shown]);
}
