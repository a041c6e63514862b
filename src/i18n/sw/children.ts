import { CHILDREN_MAX } from '../../domain/enrollment/children';
import type { ChildMessages } from '../en/children';

export const words: ChildMessages = {
  signIn: 'Tafadhali ingia tena.',
  invalidName: 'Andika jina la mtoto (herufi, nafasi, apostrofi na vistari).',
  invalidGrade: 'Chagua darasa la mtoto shuleni.',
  sameName: 'Mtoto mwenye jina hili tayari yuko kwenye familia yako.',
  notFound: 'Mtoto huyu hayuko tena kwenye ukurasa wako. Tafadhali pakia ukurasa upya.',
  tooMany: `Familia inaweza kuorodhesha hadi watoto ${CHILDREN_MAX}. Tafadhali wasiliana nasi kwa WhatsApp ili kuongeza zaidi.`,
  enrolled:
    'Mtoto huyu ana usajili ambao bado unaendelea, kwa hiyo hatuwezi kumwondoa bado. Zima kuendeleza kiotomatiki kama kumewashwa, kisha utuandikie kwa WhatsApp: tutamaliza usajili, kisha tumwondoe mtoto.',
  removed: (name) =>
    `${name} hayuko tena kwenye ukurasa wako: madarasa yake ya majaribio na mapendekezo yamefutwa. Malipo yanabaki kwenye historia yako, bila jina.`,
  removeConfirm: (name) =>
    `Umwondoe ${name}? Madarasa yake ya majaribio (linalokuja litaghairiwa) na mapendekezo yatafutwa kabisa.`,
};
