// The parameters of the waiting-list offer (templates.ts `waitlist_offer`): the class time and
// the hold's end in the family's zone and language, and the link that books the held seat. Pure.
// A weekly hour's offer fills the same parameters, its class time the weekly hour's reading.
import type { BookingRecord } from '../../domain/booking-types';
import { waitingFor, type WaitingFor } from '../mail/waitlist';
import { catalogueIn } from '../../i18n/catalogues';
import { languageOr } from '../../i18n/languages';
import type { Parameters } from './templates';

export function waitlistOfferParams(
  about: BookingRecord | (WaitingFor & { language?: string }),
  until: Date,
  claimLink: string,
): Parameters {
  const language = languageOr(about.language);
  const { formats } = catalogueIn(language);
  const b = waitingFor(language, about);
  return {
    parent_name: b.parentName,
    student_name: b.studentName,
    class_time: b.when.full,
    hold_until: formats.classTimeAt(until, b.tz).local,
    claim_link: claimLink,
  };
}
