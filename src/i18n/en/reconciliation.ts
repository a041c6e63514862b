// The nightly reconciliation's words: the mail to the school's inbox when a night does not
// match, and the staff console's list of nights. Staff read English (a decision,
// docs/decisions.md), so these have no other language and are not a catalogue area.
export const words = {
  subject: (date: string, unmatched: number, brand: string) => `Payments to check: ${unmatched} unmatched on ${date} · ${brand}`,
  heading: "Last night's payments did not all match",
  intro: (date: string) =>
    `The nightly check compared Paystack's charges on ${date} (Nairobi) with our payment records. ` +
    'Some need a look; the staff console shows the whole night.',
  label: {
    date: 'Date',
    charges: 'Charges at Paystack',
    succeeded: 'Successful charges',
    records: 'Our records',
    matched: 'Matched',
    unmatched: 'Unmatched',
  },
  /** Each list: a charge or record that did not match, and what was done. */
  applied: (ref: string) => `${ref}: charged with no record; applied tonight`,
  review: (ref: string) => `${ref}: charged with no record; not a current price, recorded for review`,
  unrecorded: (ref: string, reason: string) => `${ref}: charged with no record; not applied (${reason})`,
  missingCharge: (ref: string, reason: string) => `${ref}: recorded as paid, but no successful charge (${reason})`,
  double: (refs: readonly string[]) => `${refs.join(', ')}: the same payment charged ${refs.length} times`,
  listedTwice: (ref: string) => `${ref}: listed twice by Paystack`,
  reasons: {
    waiting: 'Paystack could not confirm it yet; tomorrow night asks again',
    refused: 'our checks refused it',
    notFound: 'Paystack does not know it',
    unavailable: 'Paystack did not answer',
    status: (status: string) => `Paystack says ${status}`,
  },
  console: {
    title: 'Reconciliation',
    intro: "Each night, Paystack's charges of the day before are matched with our payment records.",
    none: 'No night has been checked yet.',
    allMatched: 'Everything matched.',
    failed: (error: string) => `The check could not run: ${error}`,
  },
};

export type ReconciliationWords = typeof words;
