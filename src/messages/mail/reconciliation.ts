// The mail to the school's inbox when a night's reconciliation did not match: its counts
// and one line for each thing to check. In English: staff read English. Pure.
import { words } from '../../i18n/en/reconciliation';
import { unmatchedCount, type Reconciliation } from '../../domain/reconciliation';
import { reconciliationFacts, unmatchedLines } from '../reconciliation-lines';
import { compose, type Brand, type Mail } from './layout';

export function reconciliationNotice(brand: Brand, r: Reconciliation): Mail {
  return compose(brand, {
    template: 'reconciliation-notice',
    subject: words.subject(r.date, unmatchedCount(r), brand.name),
    heading: words.heading,
    blocks: [
      { kind: 'p', text: words.intro(r.date) },
      { kind: 'list', items: unmatchedLines(r) },
      { kind: 'facts', rows: reconciliationFacts(r) },
    ],
  });
}
