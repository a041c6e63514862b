// Which of the site's addresses a phone may keep for use with no signal, and where: a rule of
// privacy, shared by the offline worker (worker.ts) and its tests.
//   never   the staff console, the mentors' page, the editors' form and the API's answers
//           (the dashboard keeps its own answer, services/kept-dashboard.ts)
//   family  pages and files that belong to a family's account or carry its data: signing
//           out, or another account, forgets all of them (services/kept-pages.ts)
//   public  every other page, the same for everybody
import { pathLanguage } from '../../i18n/languages';

export type Keeping = 'never' | 'family' | 'public';

const NEVER = /^\/(?:staff|mentor|admin)(?:[/.]|$)|^\/api\/(?!calendar\/)|^\/__\//;
const FAMILY =
  /^\/(?:dashboard|manage|move|enroll|success|pay|paysuccess|donatepay)(?:\.html)?$|^\/certificates\/|^\/api\/calendar\//;

/** How the page or file at `pathname` (of our own origin) may be kept, in whatever language. */
export function keeping(pathname: string): Keeping {
  // Every language's page is read as the English address it stands for (/sw/dashboard: /dashboard).
  const { path } = pathLanguage(pathname);
  if (NEVER.test(path)) return 'never';
  if (FAMILY.test(path)) return 'family';
  return 'public';
}
