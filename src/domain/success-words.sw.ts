// The Kiswahili twin of success-words.ts.
import { successWords, type SuccessWords } from './success-words';
import type { Dictionaries } from '../i18n/dictionary';
import { sessionLengthSw } from '../i18n/class-length.sw';

export const successWordsSw: SuccessWords = {
  sessionLength: sessionLengthSw,
  title: (name) => `Darasa la majaribio la ${name} (bure)`,
  live: (length, nairobi) => `${length}, moja kwa moja mtandaoni${nairobi ? ` (${nairobi} kwa saa za Nairobi)` : ''}.`,
  addToCalendar: 'Weka kwenye kalenda',
  newTab: ' (inafunguka kwenye kichupo kipya)',
  change: 'Badilisha au ghairi darasa hili',
  privateLink: 'Tumekutumia pia kiungo hiki cha siri kwa barua pepe. Usimpe mtu mwingine.',
};

export const successWordDictionaries: Dictionaries<SuccessWords> = { en: successWords, sw: successWordsSw };
