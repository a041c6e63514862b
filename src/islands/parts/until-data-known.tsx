// A data page's island before it knows whether the parent has data to show (a link's token,
// a device that signed in). The server's HTML, and hydration, hold both views; the style in
// the page's head shows one (parentDataStyle, client-intent/directive.ts), from the first
// paint, before any of the island's code.
import type { ReactElement, ReactNode } from 'react';

/**
 * Both views, for the island to return as they are. A function, not a component: returned
 * as the island's own unkeyed fragment, its first element is the one React keeps when the
 * island next returns its view without data as `<div>…</div>`. So nothing is painted again,
 * and a press made before hydration (held by client-intent's holdPresses) is replayed on the
 * same, still connected, button. Inside a component of its own it would be replaced.
 */
export function untilDataKnown(withoutData: ReactNode, withData: ReactNode): ReactElement {
  return (
    <>
      <div data-when-no-data="">{withoutData}</div>
      <div data-when-data="">{withData}</div>
    </>
  );
}
