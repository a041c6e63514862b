// A starting accreditation, shipped so the local run has something to print, says so in its
// own words ("placeholder", "example"). Those words are how a production build refuses it
// (src/content/schemas.ts) and how a local certificate is marked as a sample.

const SAMPLE_WORDS = /\b(placeholder|example|sample|dummy|todo)\b/i;

export interface Accreditation {
  accreditingBody: string;
  accreditationReference: string;
}

/** Whether a value reads as a stand-in rather than a real body or reference. */
export function isSampleValue(value: string): boolean {
  return SAMPLE_WORDS.test(value.replace(/[_\-.]/g, ' '));
}

/** Whether a certificate's accreditation is a stand-in: such a certificate is a sample. */
export function isSampleAccreditation(a: Accreditation): boolean {
  return isSampleValue(a.accreditingBody) || isSampleValue(a.accreditationReference);
}
