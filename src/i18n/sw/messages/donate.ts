import type { DonateMessages } from '../../en/messages/donate';

export const words: DonateMessages = {
  noAmount: 'Tafadhali chagua au andika kiasi.',
  button: 'Changia sasa →',
};
