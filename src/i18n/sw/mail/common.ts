// Kiswahili: what every family mail shares, as ../../en/mail/common.ts.
import type { CommonMailWords } from '../../en/mail/common';

export const words: CommonMailWords = {
  hello: (name) => (name ? `Habari ${name},` : 'Habari,'),
  footer: { questions: 'Una maswali?', whatsappUs: 'Tuandikie WhatsApp', orWrite: 'au tuandikie barua pepe' },
  label: {
    // "Muda wa darasa" (class time), so the school grade's row can say "Darasa".
    class: 'Muda wa darasa',
    student: 'Mtoto',
    grade: 'Darasa shuleni',
    classLink: 'Kiungo cha darasa',
    plan: 'Mpango',
    price: 'Bei',
    amount: 'Kiasi',
    reference: 'Kumbukumbu',
    date: 'Tarehe',
    name: 'Jina',
    course: 'Kozi',
    mentor: 'Mwalimu mshauri',
    billingPeriod: 'Kipindi cha malipo',
  },
  haveReadyTitle: 'Andaa haya:',
  haveReady: [
    'Kompyuta ya mezani au laptop yenye Chrome (tablet inafaa kwa watoto wadogo zaidi)',
    'Intaneti isiyokatika',
    'Vipokea sauti (headphones) vyenye maikrofoni, mahali patulivu',
    'Jiunge dakika 5 mapema ili darasa lianze kwa wakati',
  ],
  classLinkNote: (whatsapp) => `Mwalimu atatuma kiungo cha darasa kwenye namba yako ya WhatsApp, ${whatsapp}, kabla ya darasa.`,
  untilCutoff: (hours) => `hadi saa ${hours} kabla ya darasa kuanza`,
  manageBooking: 'Simamia nafasi uliyoweka',
  openDashboard: 'Fungua ukurasa wangu',
  replyIfMistake: 'Kama unadhani ni kosa, au una swali, jibu barua pepe hii.',
};
