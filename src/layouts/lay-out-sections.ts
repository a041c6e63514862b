// While a page loads, the sections after its first are not laid out (global.css gives them
// `content-visibility: auto` until they carry data-laid-out): a slow phone otherwise lays the
// whole page out again with every piece of HTML that arrives, in tasks long enough to delay a
// tap. Once the page has loaded they are laid out one per task, so no task grows long, and
// from then on the page is what it looks like to every tool that reads it (axe among them).
const PENDING = 'main > .section:not(:first-child):not([data-laid-out])';

function layOutNext() {
  const section = document.querySelector<HTMLElement>(PENDING);
  if (!section) return;
  section.dataset.laidOut = '';
  // Lay this one out now, in this task, rather than all of them together at the next frame.
  void section.offsetHeight;
  setTimeout(layOutNext, 0);
}

export function layOutSectionsAfterLoad() {
  if (document.readyState === 'complete') setTimeout(layOutNext, 0);
  else window.addEventListener('load', () => setTimeout(layOutNext, 0), { once: true });
}
