import type { RequestMessages } from '../../en/messages/request';

export const words: RequestMessages = {
  unreadable:
    'Hatukuweza kusoma ombi hilo, kwa hiyo hakuna kilichohifadhiwa wala kubadilishwa. Tafadhali pakia ukurasa upya ujaribu tena.',
};
