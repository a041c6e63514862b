// Every mail a family reads, in each language: the English templates of this folder (and the
// weekly class reminder of ../classes) and their
// Kiswahili twins (the *.sw.ts files). The senders pick the twin by the record's language
// (`familyMails(record.language)`); notices to the school stay English. A mail added here in
// English only does not compile, and tests/unit/domain/mail/family-mails.test.ts fails on a
// family mail of this folder left out of the list.
import { weeklyReminderMail } from '../classes/reminders';
import { weeklyReminderMailSw } from '../classes/reminders.sw';
import { wordsIn, type Dictionaries } from '../i18n/dictionary';
import { languageOr } from '../i18n/languages';
import { certificateAwardedMail, certificateRevokedMail } from './certificate';
import { certificateAwardedMailSw, certificateRevokedMailSw } from './certificate.sw';
import { contactAcknowledgement } from './contact';
import { enrollmentEndedMail } from './enrollment-ended';
import { enrollmentEndedMailSw } from './enrollment-ended.sw';
import { contactAcknowledgementSw } from './contact.sw';
import { manageLinkAgain } from './manage-link';
import { manageLinkAgainSw } from './manage-link.sw';
import { paymentReceipt } from './payment';
import { progressReportMail } from './progress';
import { progressReportMailSw } from './progress.sw';
import { paymentReceiptSw } from './payment.sw';
import { reviewReceipt } from './payment-review';
import { reviewReceiptSw } from './payment-review.sw';
import { recommendationMail } from './recommendation';
import { recommendationMailSw } from './recommendation.sw';
import { reminderMail } from './reminders';
import { reminderMailSw } from './reminders.sw';
import { renewalReminderMail } from './renewal';
import { renewalReminderMailSw } from './renewal.sw';
import { renewalFailedMail } from './renewal-failed';
import { renewalFailedMailSw } from './renewal-failed.sw';
import { trialBooked } from './trial-booked';
import { trialBookedSw } from './trial-booked.sw';
import { trialCancelled, trialRescheduled } from './trial-changed';
import { trialCancelledSw, trialRescheduledSw } from './trial-changed.sw';

const english = {
  trialBooked,
  trialRescheduled,
  trialCancelled,
  manageLinkAgain,
  reminderMail,
  paymentReceipt,
  reviewReceipt,
  recommendationMail,
  renewalReminderMail,
  renewalFailedMail,
  enrollmentEndedMail,
  certificateAwardedMail,
  certificateRevokedMail,
  contactAcknowledgement,
  weeklyReminderMail,
  progressReportMail,
};

export type FamilyMails = typeof english;

export const FAMILY_MAILS: Dictionaries<FamilyMails> = {
  en: english,
  sw: {
    trialBooked: trialBookedSw,
    trialRescheduled: trialRescheduledSw,
    trialCancelled: trialCancelledSw,
    manageLinkAgain: manageLinkAgainSw,
    reminderMail: reminderMailSw,
    paymentReceipt: paymentReceiptSw,
    reviewReceipt: reviewReceiptSw,
    recommendationMail: recommendationMailSw,
    renewalReminderMail: renewalReminderMailSw,
    renewalFailedMail: renewalFailedMailSw,
    enrollmentEndedMail: enrollmentEndedMailSw,
    certificateAwardedMail: certificateAwardedMailSw,
    certificateRevokedMail: certificateRevokedMailSw,
    contactAcknowledgement: contactAcknowledgementSw,
    weeklyReminderMail: weeklyReminderMailSw,
    progressReportMail: progressReportMailSw,
  },
};

/** The family mails in a record's language (`language` as stored: English when absent or unknown). */
export function familyMails(language: unknown): FamilyMails {
  return wordsIn(FAMILY_MAILS, languageOr(language));
}
