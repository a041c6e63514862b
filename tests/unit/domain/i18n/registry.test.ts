// Every interface dictionary holds every key in every language (the build checks the same,
// src/integrations/language-check), and a gap is named by language, dictionary and key.
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../src/domain/i18n/dictionary';
import { dictionaries } from '../../../../src/domain/i18n/registry';
import { shellWords } from '../../../../src/domain/i18n/pages/shell';

describe('the interface dictionaries', () => {
  it('are complete in every language', () => {
    expect(Object.keys(dictionaries).length).toBeGreaterThan(0);
    expect(dictionaryProblems(dictionaries)).toEqual([]);
  });

  it('name a key a language lacks', () => {
    const sw = { ...shellWords.sw, footer: { ...shellWords.sw.footer, send: '' } };
    expect(dictionaryProblems({ shell: { en: shellWords.en, sw } })).toEqual(['sw: shell.footer.send']);
  });
});
