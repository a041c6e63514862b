import type { OfflineWords } from '../en/offline';

export const words: OfflineWords = {
  manifest: {
    name: (brand) => brand,
    description: (brand) =>
      `${brand}: madarasa ya moja kwa moja ya kuandika programu na AI kwa watoto. Madarasa yako na nafasi ulizoweka, hata bila mtandao.`,
  },
  keptAt: (when) => `Huna mtandao. Hii ni nakala iliyohifadhiwa kwenye simu hii ${when}.`,
  needsConnection: 'Hili linahitaji mtandao. Ulichoandika bado kipo hapa: jaribu tena ukirudi mtandaoni.',
};
