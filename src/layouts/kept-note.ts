// The line on a page served from this phone's kept copy (the offline worker marks its root
// element with the copy's time): "You're offline. This is the copy saved on this phone <time>",
// in the page's language and its locale's clock. Loaded only on such a page (site-chrome.ts).
import { KEPT_AT_ATTRIBUTE } from '../domain/offline-names';

export function showKeptAt(): void {
  const at = document.documentElement.getAttribute(KEPT_AT_ATTRIBUTE);
  const note = document.getElementById('kept-note');
  const time = note?.querySelector('time');
  const when = at ? new Date(at) : null;
  if (!note || !time || !when || Number.isNaN(when.getTime())) return;
  time.dateTime = when.toISOString();
  time.textContent = new Intl.DateTimeFormat(note.dataset.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  note.hidden = false;
}
