// Kiswahili: every family mail's words, as ../../en/mail/index.ts.
import type { MailWords } from '../../en/mail';
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

export const words: MailWords = {
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
