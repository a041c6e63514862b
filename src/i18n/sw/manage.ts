import type { ManageWords } from '../en/manage';

export const words: ManageWords = {
  title: 'Darasa lako la majaribio',
  tryAgain: 'Jaribu tena',
  chat: 'Ongea nasi WhatsApp',
  newTab: ' (inafunguka kwenye kichupo kipya)',
  status: {
    upcoming: 'Linakuja',
    cancelled: 'Limeghairiwa',
    attended: 'Alihudhuria',
    'no-show': 'Hakuhudhuria',
  },
  childsClass: (firstName) => `Darasa la majaribio la bure la ${firstName}`,
  changeOrCancel: 'Badilisha au ghairi',
  bookAnother: 'Weka nafasi ya darasa la majaribio la bure',
  yourTime: (country) => `Muda wako (${country})`,
  nairobiTime: 'Muda wa Nairobi',
};
