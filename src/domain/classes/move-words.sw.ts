// The Kiswahili twin of move-words.ts.
import type { Dictionaries } from '../i18n/dictionary';
import { moveWords, type MoveWords } from './move-words';

export const moveWordsSw: MoveWords = {
  loading: 'Inapakia…',
  loadingHours: 'Inapakia saa zilizo wazi…',
  title: (cant, when) => `${cant ? 'Hutaweza kuhudhuria? Hamisha darasa' : 'Hamisha darasa'} la ${when}`,
  planIncludes: (rule) => `Mpango wako una ${rule}.`,
  rule: (line, hoursBefore, perMonth) => {
    const count = perMonth ? `mara ${perMonth} kwa mwezi, ` : '';
    const until = hoursBefore ? `hadi saa ${hoursBefore} kabla ya darasa kuanza` : 'hadi darasa lianze';
    return `${line} (${count}${until})`;
  },
  newTime: 'Muda mpya (saa za kwako)',
  chooseTime: 'Chagua muda',
  withMentor: (when, mentor) => `${when} na ${mentor}`,
  move: 'Hamisha darasa',
  moving: 'Inahamisha…',
  keep: 'Baki na muda huu',
  close: 'Funga',
  seeAll: 'Tazama madarasa yote kwenye ukurasa wako',
};

export const moveWordDictionaries: Dictionaries<MoveWords> = { en: moveWords, sw: moveWordsSw };
