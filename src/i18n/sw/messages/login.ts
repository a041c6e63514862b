import type { LoginMessages } from '../../en/messages/login';

export const words: LoginMessages = {
  intro: 'Ingia uone darasa la majaribio la mtoto wako, au weka nafasi ya moja kwa dakika moja.',
  button: 'Ingia kwa Google',
  signingIn: 'Unaingia...',
  backToWebsite: '← Rudi kwenye tovuti',
  // Our own sentence, never the sign-in service's English text.
  failed: (_raw, ours) => `Kuingia kumeshindikana: ${ours ?? 'Tafadhali angalia mtandao wako, kisha ujaribu tena.'}`,
  notConfirmed: (limited) =>
    limited
      ? 'Umejaribu kuingia mara nyingi mno. Tafadhali subiri dakika chache ujaribu tena.'
      : 'Hatukuweza kuthibitisha kuingia kwako. Tafadhali jaribu tena.',
  welcome: (name) =>
    `Karibu ${name || 'mzazi'}! Tunaona unapenda madarasa yetu ya kuandika programu. Bonyeza OK uweke nafasi ya darasa la majaribio bure.`,
};
