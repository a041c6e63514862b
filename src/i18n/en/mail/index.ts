// English: every family mail's words, one file a mail, as one `mail` area of the catalogue.
// Notices to the school are not here: staff read English, so they stay one English template
// each in src/messages/mail (a decision, docs/decisions.md).
import { words as common } from './common';
import { words as trialBooked } from './trial-booked';
import { words as trialChanged } from './trial-changed';
import { words as manageLink } from './manage-link';
import { words as trialReminder } from './trial-reminder';
import { words as weeklyReminder } from './weekly-reminder';
import { words as classCover } from './class-cover';
import { words as payment } from './payment';
import { words as recommendation } from './recommendation';
import { words as renewal } from './renewal';
import { words as instalment } from './instalment';
import { words as enrollmentEnded } from './enrollment-ended';
import { words as certificate } from './certificate';
import { words as contact } from './contact';
import { words as progress } from './progress';
import { words as waitlist } from './waitlist';

export const words = {
  common,
  trialBooked,
  trialChanged,
  manageLink,
  trialReminder,
  weeklyReminder,
  classCover,
  payment,
  recommendation,
  renewal,
  instalment,
  enrollmentEnded,
  certificate,
  contact,
  progress,
  waitlist,
};

export type MailWords = typeof words;
