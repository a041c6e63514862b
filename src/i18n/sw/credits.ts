import type { CreditWords } from '../en/credits';
import type { Wording } from '../wording';

export const words: Wording<CreditWords> = {
  rule: (noticeHours, perMonth, validDays) => {
    const school = 'Darasa tunalolighairi linakupa nafasi ya darasa la fidia';
    const family = perMonth
      ? `; vivyo hivyo darasa unalolighairi angalau saa ${noticeHours} kabla halijaanza (hadi ${perMonth} kwa mwezi)`
      : '';
    return `${school}${family}. Nafasi hizi hudumu hadi siku ${validDays} baada ya kipindi ulicholipia kuisha.`;
  },
  heading: 'Madarasa ya fidia',
  none: 'Hakuna nafasi za madarasa ya fidia.',
  credit: (child, lastDay) => `${child}: darasa moja la fidia, panga kabla ya ${lastDay}`,
  book: 'Weka darasa la fidia',
  loadingHours: 'Inapakia saa zilizo wazi…',
  chooseHour: 'Chagua saa',
  confirm: 'Panga saa hii',
  booking: 'Inapanga…',
  close: 'Funga',
  withMentor: (when, mentor) => `${when} na ${mentor}`,
  booked: 'Darasa la fidia limepangwa. Sasa liko kwenye madarasa yako na kalenda yako.',
  taken: 'Saa hiyo imechukuliwa sasa hivi. Tafadhali chagua nyingine.',
  noHours: 'Hakuna mwalimu wa kozi hii mwenye saa iliyo wazi kabla nafasi hii haijaisha. Tafadhali wasiliana nasi.',
  notUsable: 'Nafasi hii haiwezi kutumika tena.',
  notFound: 'Hatukupata nafasi hiyo.',
  cancelClass: 'Ghairi darasa hili',
  cancelConfirm: (rule) => `Ghairi darasa hili? ${rule}`,
  cancelled: 'Darasa limeghairiwa.',
  cancelledWithCredit: 'Darasa limeghairiwa. Nafasi ya darasa la fidia sasa iko kwenye ukurasa wako.',
  cancelledNoCredit: (noticeHours) =>
    `Darasa limeghairiwa. Darasa linaloghairiwa chini ya saa ${noticeHours} kabla ya kuanza, au baada ya nafasi za mwezi kwisha, halitoi nafasi ya fidia.`,
  classNotFound: 'Hatukupata darasa hilo.',
  failed: 'Kuna tatizo. Tafadhali jaribu tena.',
  reminderSubject: (child) => `Nafasi ya darasa la fidia ya ${child} inaisha hivi karibuni`,
  reminderText: (child, lastDay) =>
    `${child} ana nafasi ya darasa la fidia inayoweza kutumika hadi ${lastDay}. Panga saa iliyo wazi na mwalimu yeyote wa kozi kwenye ukurasa wako.`,
};
