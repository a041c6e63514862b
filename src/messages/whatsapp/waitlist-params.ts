// The parameters of the waiting-list offer (templates.ts `waitlist_offer`): the class time and
// the hold's end in the family's zone and language, and the link that books the held seat. Pure.
import type { BookingRecord } from '../../domain/booking-types';
import { catalogueIn } from '../../i18n/catalogues';
import { languageOr } from '../../i18n/languages';
import { timeParams, type Parameters } from './templates';

export function waitlistOfferParams(b: BookingRecord, until: Date, claimLink: string): Parameters {
  const { formats } = catalogueIn(languageOr(b.language));
  return {
    parent_name: b.parentName,
    student_name: b.studentName,
    class_time: timeParams(b).class_time,
    hold_until: formats.classTimeAt(until, b.country.tz).local,
    claim_link: claimLink,
  };
}
