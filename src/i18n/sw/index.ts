// Kiswahili: the same areas as ../en/index.ts, by the same names.
import { words as shell } from './shell';
import { words as components } from './components';
import { words as dateStrip } from './date-strip';
import { words as formats } from './formats';
import { words as mail } from './mail';
import { words as whatsapp } from './whatsapp';
import { words as calendar } from './calendar';
import { words as home } from './home';
import { words as pages } from './pages';
import { words as about } from './about';
import { words as careers } from './careers';
import { words as terms } from './terms';
import { words as familyLanguage } from './familyLanguage';
import { words as planTerms } from './planTerms';
import { words as dates } from './dates';
import { words as enroll } from './enroll';
import { words as children } from './children';
import { words as subscription } from './subscription';
import { words as renew } from './renew';
import { words as certificates } from './certificates';
import { words as reports } from './reports';
import { words as firstPaint } from './firstPaint';
import { words as offline } from './offline';
import { words as messages } from './messages';
import { words as booking } from './booking';
import { words as success } from './success';
import { words as dashboard } from './dashboard';
import { words as family } from './family';
import { words as manage } from './manage';
import { words as managePanel } from './manage-panel';
import { words as payment } from './payment';
import { words as donate } from './donate';
import { words as classes } from './classes';
import { words as move } from './move';
import { words as classDates } from './class-dates';
import { words as channels } from './channels';
import { words as credits } from './credits';
import { words as waitlist } from './waitlist';
import { words as guardians } from './guardians';
import { words as referrals } from './referrals';
import { words as retention } from './retention';

export const catalogue = {
  shell,
  components,
  dateStrip,
  formats,
  mail,
  whatsapp,
  calendar,
  home,
  pages,
  about,
  careers,
  terms,
  familyLanguage,
  planTerms,
  dates,
  enroll,
  children,
  subscription,
  renew,
  certificates,
  reports,
  firstPaint,
  offline,
  messages,
  booking,
  success,
  dashboard,
  family,
  manage,
  managePanel,
  payment,
  donate,
  classes,
  move,
  classDates,
  channels,
  credits,
  waitlist,
  guardians,
  referrals,
  retention,
};
