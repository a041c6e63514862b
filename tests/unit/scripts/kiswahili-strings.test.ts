// docs/kiswahili.md lists every Kiswahili string for a native speaker's review: the list is
// read from the sources, and a string added without running the script fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kiswahiliFiles, stringList, stringsOf, withList } from '../../../scripts/lib/kiswahili-strings.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the Kiswahili strings for review', () => {
  it('reads sentences and one-word labels, joined pieces as one, and leaves out comments and paths', () => {
    const source = [
      '// Hello there, a comment',
      "import { x } from '../mail/layout';",
      "const a = ['Mtoto', 'sw', 'trial-booked'];",
      "const b = 'Habari ' +",
      "  'yako';",
      'const c = `Darasa la ${name}`;',
    ].join('\n');
    expect(stringsOf(source)).toEqual(['Mtoto', 'Habari yako', 'Darasa la ${name}']);
  });

  it('covers every Kiswahili twin, and docs/kiswahili.md holds the current list', () => {
    const files = kiswahiliFiles(root);
    expect(files).toContain('src/domain/mail/trial-booked.sw.ts');
    expect(files).toContain('src/domain/whatsapp/templates.sw.ts');
    expect(files).toContain('src/i18n/sw/payment.ts');
    expect(files).toContain('src/i18n/sw/messages/booking.ts');
    expect(files).toContain('src/domain/enrollment/renew-words.sw.ts');
    const doc = readFileSync(path.join(root, 'docs/kiswahili.md'), 'utf8');
    expect(withList(doc, stringList(root)), 'run node scripts/kiswahili-strings.mjs').toBe(doc);
  });
});
