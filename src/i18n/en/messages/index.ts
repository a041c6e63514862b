// What the public pages and their functions say to a parent (forms, result screens, /manage,
// /login, payments, a refused request), one file per part. An island imports only the parts
// it shows (e.g. ./booking), so a page loads no other part; the build and the functions read
// the whole area through catalogueIn(language).messages.
import type { Wording } from '../../wording';
import { words as request } from './request';
import { words as email } from './email';
import { words as payment } from './payment';
import { words as donate } from './donate';
import { words as login } from './login';
import { words as results } from './results';
import { words as booking } from './booking';
import { words as manage } from './manage';
import { words as dashboard } from './dashboard';
import { words as contact } from './contact';
import { words as question } from './question';

export const words = {
  // Said to a request no form of ours would send (a number for a name, an unknown action).
  request,
  // The forms' email message: one sentence, then the character to take out when one is the cause.
  email,
  payment,
  donate,
  login,
  results,
  booking,
  manage,
  dashboard,
  // The landing contact form and the footer "Got Questions?" box.
  contact,
  question,
} as const;

/** The shape of the messages area in any language. */
export type Messages = Wording<typeof words>;
