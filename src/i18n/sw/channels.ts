import type { ChannelWords } from '../en/channels';

export const words: ChannelWords = {
  title: 'Jinsi tunavyokufikia',
  manageLabels: { whatsapp: 'Ujumbe wa WhatsApp kuhusu darasa hili', mail: 'Barua pepe kuhusu darasa hili' },
  familyLabels: {
    whatsapp: 'Ujumbe wa WhatsApp kutoka shuleni',
    mail: 'Barua pepe kuhusu madarasa na kuendeleza (kulipia tena)',
  },
  mailAlways: 'Risiti, mapendekezo na viungo vya kubadilisha darasa huja kwa barua pepe kila wakati.',
  saved: 'Imehifadhiwa. Tutatumia chaguo lako kuanzia ujumbe unaofuata.',
  stopped:
    'Imehifadhiwa, lakini namba hii ya WhatsApp ilijibu STOP, kwa hiyo hatuitumii chochote. Ili kupata ujumbe wa WhatsApp tena, jibu START kwa JengaCode kwenye WhatsApp kutoka namba hiyo.',
};
