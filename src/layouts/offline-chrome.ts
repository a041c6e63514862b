// What every page does for a phone with patchy signal (docs/offline.md): registers the offline
// worker once the page has loaded (so it costs the first visit nothing it waits for), links the
// family's manifest on a device that has signed in (the installed app opens on /dashboard),
// and stops a form sent with no connection,
// saying so: what was typed stays in the form, and nothing is queued behind the parent's back.
import { KEPT_AT_ATTRIBUTE, MANIFESTS, WORKER_PATH } from '../domain/offline-names';

/** Whether this page is this phone's kept copy (the worker marked it): kept-note.ts then says so. */
export const isKeptCopy = () => document.documentElement.hasAttribute(KEPT_AT_ATTRIBUTE);

export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // The worker's first download (every hashed file) is data the parent asked us to save.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  // The worker's script is kept as long as a page (five minutes, firebase.json), and the browser
  // reads it through its HTTP cache: a repeat visit within them asks for nothing, a later one
  // revalidates it (production's Hosting answers 304).
  const register = () => {
    navigator.serviceWorker.register(WORKER_PATH, { updateViaCache: 'all' }).catch(() => {
      // No worker (a private window, an old phone): the site works as it always has.
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/** services/signed-in-before.ts's flag, read here by its key (SIGNED_IN_KEY; a unit test holds
 *  the two equal): importing that module would make it a request of its own on every page. */
export const SIGNED_IN_FLAG = 'jc:signed-in';
function signedInBefore(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_FLAG) === '1';
  } catch {
    return false;
  }
}

export function linkFamilyManifest(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link || !signedInBefore()) return;
  link.href = link.href.replace(`/${MANIFESTS.public}.webmanifest`, `/${MANIFESTS.family}.webmanifest`);
}

export function holdFormsOffline(): void {
  const note = document.getElementById('needs-connection');
  if (!note) return;
  // Capturing at the document runs before any island's own handler, which never sees the send.
  document.addEventListener(
    'submit',
    (event) => {
      if (navigator.onLine) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      note.hidden = false;
    },
    true,
  );
  addEventListener('online', () => (note.hidden = true));
}
