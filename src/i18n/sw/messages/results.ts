import type { ResultMessages } from '../../en/messages/results';

export const words: ResultMessages = {
  bookingSuccess: {
    title: 'Umeweka nafasi!',
    text: 'Utapokea barua pepe ya uthibitisho hivi punde.',
    button: 'Rudi mwanzo',
  },
  bookingError: {
    title: 'Nafasi haikuwekwa',
    texts: ['Samahani! Kuna tatizo limetokea.', 'Tafadhali jaribu tena baadaye.'],
    button: 'Jaribu tena',
  },
  paymentSuccess: {
    title: 'Malipo yamefanikiwa!',
    text: 'Uthibitisho umetumwa kwa barua pepe yako.',
    button: 'Nenda kwenye ukurasa wako',
  },
  paymentError: {
    title: 'Malipo hayakufanikiwa',
    text: 'Samahani! Kuna tatizo kwenye malipo yako. Tafadhali jaribu tena au tumia njia nyingine ya kulipa.',
    button: 'Rudi kwenye bei',
  },
  notFound: {
    title: 'Samahani! Ukurasa haupatikani.',
    text: 'Ukurasa unaoutafuta haupo au umehamishwa.',
    button: 'Nenda mwanzo',
  },
};
