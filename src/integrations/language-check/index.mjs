// @ts-check
// Before a build: every interface string in every language (src/i18n/registry.ts), or
// the build stops naming each missing key and its language. Content (src/content/*.yaml) may
// lack a language's text: its /sw/ page shows English, and the build lists what is missing.
import { fileURLToPath } from 'node:url';
import { dictionaryProblems } from '../../i18n/dictionary.ts';
import { dictionaries } from '../../i18n/registry.ts';
import { contentUntranslated } from './content.mjs';

/** @returns {import('astro').AstroIntegration} */
export function languageCheck() {
  return {
    name: 'language-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        const problems = dictionaryProblems(dictionaries);
        if (problems.length) {
          throw new Error(`Interface strings missing (language: dictionary.key):\n${problems.join('\n')}`);
        }
        if (command !== 'build') return;
        const english = contentUntranslated(fileURLToPath(new URL('src/content/', config.root)));
        if (english.length) logger.warn(`content shown in English on other languages' pages:\n${english.join('\n')}`);
      },
    },
  };
}
