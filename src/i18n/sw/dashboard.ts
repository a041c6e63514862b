import type { DashboardWords } from '../en/dashboard';

export const words: DashboardWords = {
  title: 'Ukurasa wangu',
  loading: 'Tunapakia ukurasa wako…',
  signInPrompt: 'Ingia kwa akaunti yako ya Google uone darasa la majaribio la bure la mtoto wako.',
  signIn: 'Ingia',
  newHere: 'Mgeni hapa?',
  loadFailed: 'Hatukuweza kupakia ukurasa wako. Angalia mtandao wako ujaribu tena.',
  signOutFailed: 'Kutoka kumeshindikana. Angalia mtandao wako ujaribu tena.',
  signingOut: 'Tunakutoa…',
  signOut: 'Ondoka',
  hello: (firstName) => (firstName ? `Habari, ${firstName}!` : 'Habari!'),
  signedInAs: (email) => `Umeingia kama ${email}`,
  noBooking: {
    title: 'Bado hujaweka nafasi ya darasa la majaribio',
    text: 'Darasa la kwanza la mtoto wako la kuandika programu mubashara ni bure. Chagua siku na muda unaokufaa; inachukua kama dakika moja.',
  },
  questions: 'Una maswali?',
  chatWithTeam: 'Ongea na timu yetu WhatsApp.',
  close: 'Funga',
  loadingPanel: 'Inapakia…',
  past: 'Limepita',
  grade: 'Darasa (shuleni): ',
  addToCalendar: 'Weka kwenye kalenda',
  googleCalendar: 'Kalenda ya Google',
};
