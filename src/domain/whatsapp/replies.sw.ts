// Kiswahili twin of channel.ts's free-form WhatsApp replies, and the replies in each language.
// The commands a family types are named in both (STOP or SIMAMISHA, START or ANZA). Pure.
import { wordsIn, type Dictionaries } from '../../i18n/dictionary';
import { languageOr } from '../../i18n/languages';
import { CHANGE_CUTOFF_SW } from '../mail/sw-words';
import { REPLIES, type Replies } from './channel';

export const REPLIES_SW: Replies = {
  stopped:
    'Hutapokea tena ujumbe wa WhatsApp kutoka JengaCode. Barua pepe zitaendelea kuja kama kawaida. Jibu ANZA kuwasha tena ujumbe wa WhatsApp.',
  started: 'Ujumbe wa WhatsApp kutoka JengaCode umewashwa tena. Jibu SIMAMISHA wakati wowote kuuzima.',
  changeTime: (link: string) =>
    `Ili kuchagua muda mwingine au kughairi, fungua kiungo chako cha siri (usimpe mtu mwingine): ${link} . Ni kiungo kile kile kilicho kwenye barua pepe ya kuthibitisha.`,
  useMailLink: 'Ili kuchagua muda mwingine au kughairi, fungua kiungo cha siri kilicho kwenye barua pepe ya kuthibitisha nafasi.',
  tooLate: `Darasa hili linaanza baada ya chini ya ${CHANGE_CUTOFF_SW}, kwa hiyo haliwezi tena kubadilishwa mtandaoni. Jibu hapa na shule itakusaidia.`,
  noBooking: 'Hatukupata darasa linalosubiriwa kwa namba hii. Tafadhali jibu na swali lako na tutakusaidia.',
  confirmed: 'Asante: tumeandika kwamba utakuwepo.',
};

export const REPLY_WORDS: Dictionaries<Replies> = { en: REPLIES, sw: REPLIES_SW };

/** The replies in `language` (a record's or a typed command's), English when unknown. */
export const repliesIn = (language: unknown): Replies => wordsIn(REPLY_WORDS, languageOr(language));
