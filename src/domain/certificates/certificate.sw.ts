// The Kiswahili twin of certificate.ts's messages (awarding and revoking a certificate).
import type { Dictionaries } from '../i18n/dictionary';
import { certificateMessages, LEVEL_MAX, REVOKE_REASON_MAX, type CertificateMessages } from './certificate';

export const certificateMessagesSw: CertificateMessages = {
  levelNeeded: 'Taja kiwango ambacho mtoto amemaliza (kwa mfano "Level 1").',
  levelTooLong: `Andika kiwango kwa herufi zisizozidi ${LEVEL_MAX}.`,
  reasonNeeded: 'Andika sababu ya kuondoa cheti (familia itaisoma).',
  reasonTooLong: `Andika sababu kwa herufi zisizozidi ${REVOKE_REASON_MAX}.`,
  badNumber: 'Hii si namba ya cheti.',
  notFound: 'Hakuna cheti chenye namba hii. Ilinganishe na namba iliyo kwenye cheti kilichochapishwa.',
  noEnrollment: 'Hakuna usajili wenye kitambulisho hiki.',
  notYourChild: 'Ni wafanyakazi wa shule au mwalimu mshauri wa mtoto huyu tu wanaoweza kutoa cheti hiki.',
  noCourse: 'Usajili huu hautaji kozi, kwa hiyo cheti hakiwezi kusema ni nini kilichomalizwa.',
  alreadyRevoked: 'Cheti hiki tayari kimeondolewa.',
  tooMany: 'Vyeti vingi mno vimeangaliwa kutoka kwenye mtandao wako. Tafadhali jaribu tena baada ya saa moja.',
  alreadyAwarded: (number) =>
    `Mtoto huyu tayari ana cheti ${number} cha kozi hii na kiwango hiki. Kiondoe kwanza ili ukitoe tena.`,
  ended: (days) =>
    `Usajili huu uliisha zaidi ya siku ${days} zilizopita. Cheti hutolewa usajili ukiendelea, au ndani ya siku ${days} baada ya kuisha.`,
};

export const certificateDictionaries: Dictionaries<CertificateMessages> = { en: certificateMessages, sw: certificateMessagesSw };
