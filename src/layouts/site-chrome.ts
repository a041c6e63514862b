// The little script every page runs (kept tiny: it is the only JavaScript most pages load):
// solid top bar past 50 px, back-to-top past 300 px, the floating buttons stepping aside from
// form controls, the mobile menu, the footer year, the sections laid out after load, the
// forms' bootstrap, data saver (data-saver.ts) and the offline parts (offline-chrome.ts). One
// file, so a first visit makes one request for all of it.
import '../components/ui/inbox-forms-boot';
import { layOutSectionsAfterLoad } from './lay-out-sections';
import { stepAsideForControls } from './quick-help';
import { holdFormsOffline, isKeptCopy, linkFamilyManifest, registerOfflineWorker } from './offline-chrome';
const SOLID_AFTER_PX = 50;
const BACK_TO_TOP_AFTER_PX = 300;

const bar = document.querySelector<HTMLElement>('[data-topbar]');
const toTop = document.querySelector<HTMLButtonElement>('[data-to-top]');
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = document.getElementById('mobile-menu');

function update() {
  const y = window.scrollY;
  bar?.toggleAttribute('data-solid', y > SOLID_AFTER_PX);
  toTop?.toggleAttribute('data-shown', y > BACK_TO_TOP_AFTER_PX);
}
let queued = false;
window.addEventListener(
  'scroll',
  () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  },
  { passive: true },
);
update();

toTop?.addEventListener('click', () => {
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  document.getElementById('main')?.focus({ preventScroll: true });
});

function setMenu(open: boolean) {
  if (!toggle || !menu) return;
  toggle.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
}
toggle?.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'));
// The menu closes once a link scrolls to its section (or leaves the page).
menu?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a')) setMenu(false);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true') {
    setMenu(false);
    toggle.focus();
  }
});

// The copyright year is right even when the build is older than the new year.
for (const el of document.querySelectorAll('[data-year]')) el.textContent = String(new Date().getFullYear());

const quickHelp = document.querySelector<HTMLElement>('[data-quick-help]');
if (quickHelp) stepAsideForControls(quickHelp);

layOutSectionsAfterLoad();

// Each loaded only where it has work: the rest of the time it costs a page no byte.
if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) {
  void import('./data-saver').then((saver) => saver.skipDecorativeImages());
}
if (isKeptCopy()) void import('./kept-note').then((note) => note.showKeptAt());
holdFormsOffline();
linkFamilyManifest();
registerOfflineWorker();
