import type { SuccessWords } from '../en/success';

export const words: SuccessWords = {
  // Minutes, never "saa 1": a count of hours reads like a clock time in Kiswahili.
  sessionLength: (minutes) => `dakika ${minutes}`,
  title: (name) => `Darasa la majaribio la ${name} (bure)`,
  live: (length, nairobi) => `${length}, moja kwa moja mtandaoni${nairobi ? ` (${nairobi} kwa saa za Nairobi)` : ''}.`,
  addToCalendar: 'Weka kwenye kalenda',
  newTab: ' (inafunguka kwenye kichupo kipya)',
  change: 'Badilisha au ghairi darasa hili',
  privateLink: 'Tumekutumia pia kiungo hiki cha siri kwa barua pepe. Usimpe mtu mwingine.',
};
