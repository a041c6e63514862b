// The Kiswahili twin of success-words.ts.
import { successWords, type SuccessWords } from './success-words';
import type { Dictionaries } from '../i18n/dictionary';
import { SESSION_MINUTES } from './slots';

export const successWordsSw: SuccessWords = {
  // Minutes, never "saa 1": a count of hours reads like a clock time in Kiswahili.
  sessionLength: `dakika ${SESSION_MINUTES}`,
  title: (name) => `Darasa la majaribio la ${name} (bure)`,
  live: (length, nairobi) => `${length}, moja kwa moja mtandaoni${nairobi ? ` (${nairobi} kwa saa za Nairobi)` : ''}.`,
  addToCalendar: 'Weka kwenye kalenda',
  newTab: ' (inafunguka kwenye kichupo kipya)',
  change: 'Badilisha au ghairi darasa hili',
  privateLink: 'Tumekutumia pia kiungo hiki cha siri kwa barua pepe. Usimpe mtu mwingine.',
};

export const successWordDictionaries: Dictionaries<SuccessWords> = { en: successWords, sw: successWordsSw };
