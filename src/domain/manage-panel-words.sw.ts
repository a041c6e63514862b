// The Kiswahili twin of manage-panel-words.ts.
import type { Dictionaries } from '../i18n/dictionary';
import { managePanelWords, type ManagePanelWords } from './manage-panel-words';

export const managePanelWordsSw: ManagePanelWords = {
  move: {
    title: 'Hamisha darasa',
    day: 'Siku mpya',
    time: 'Muda mpya',
    moving: 'Tunahamisha…',
    button: 'Hamisha darasa langu',
  },
  cancel: {
    title: 'Ghairi darasa',
    ask: (name) => `Ghairi darasa la majaribio la bure la ${name}? Nafasi itapewa familia nyingine.`,
    cancelling: 'Tunaghairi…',
    yes: 'Ndiyo, ghairi darasa',
    keep: 'Baki na darasa',
    hint: 'Hutaweza kuhudhuria? Ghairi, kisha weka nafasi tena wakati wowote unaokufaa.',
    button: 'Ghairi darasa hili',
  },
};

export const managePanelWordDictionaries: Dictionaries<ManagePanelWords> = { en: managePanelWords, sw: managePanelWordsSw };
