import type { ManagePanelWords } from '../en/manage-panel';

export const words: ManagePanelWords = {
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
