// The Kiswahili twin of messages.ts: the same keys, in the words of docs/kiswahili.md's
// glossary. The functions answer with it when a request asks for Kiswahili; the islands
// load it only on a Kiswahili page (islands/i18n/words.ts), so English pages never carry it.
import { CHANGE_CUTOFF_HOURS } from './change-cutoff';
import type { Dictionaries } from '../i18n/dictionary';
import { messages, type Messages } from './messages';
import { manageAsOfSw } from './message-areas/manage-as-of.sw';

const invalidEmail = 'Andika anwani sahihi ya barua pepe.';
const cutoff = `saa ${CHANGE_CUTOFF_HOURS}`;

function emailCharacter({ character, invisible, space }: { character: string; invisible: boolean; space: boolean }): string {
  if (space) return 'nafasi tupu';
  if (invisible) return 'herufi isiyoonekana';
  if (character === '"') return 'alama za kunukuu';
  if (character === '@') return 'alama ya pili ya "@"';
  if (character === ',' || character === ';') return `"${character}": tafadhali andika anwani moja tu`;
  return `"${character}"`;
}

export const messagesSw: Messages = {
  request: {
    unreadable:
      'Hatukuweza kusoma ombi hilo, kwa hiyo hakuna kilichohifadhiwa wala kubadilishwa. Tafadhali pakia ukurasa upya ujaribu tena.',
  },
  email: {
    invalid: invalidEmail,
    character: (fault) => `${invalidEmail} Haiwezi kuwa na ${emailCharacter(fault)}.`,
  },
  payment: {
    fillAllFields: 'Tafadhali jaza kila sehemu: jina la mwanafunzi, barua pepe na kiasi.',
    invalidEmail,
    amountNotPositive: 'Kiasi lazima kiwe zaidi ya sifuri.',
    invalidPlanAmount: (currency) => `Kiasi si sahihi kwa ${currency}. Tafadhali chagua mpango sahihi.`,
    sdkNotLoaded: 'Huduma ya malipo bado haijapakia. Tafadhali subiri sekunde chache ujaribu tena.',
    noReference: 'Hakuna namba ya kumbukumbu ya malipo iliyorudishwa.',
    popupClosed: 'Dirisha la malipo lilifungwa kabla malipo hayajakamilika.',
    verifying: 'Tunathibitisha malipo...',
    verificationFailed: 'Hatukuweza kuthibitisha malipo.',
    serverError: 'Hitilafu kwenye seva. Jaribu tena baadaye.',
    stillConfirming:
      'Bado tunathibitisha malipo yako. Tafadhali usilipe tena: tutakutumia risiti kwa barua pepe mara tu yatakapothibitishwa.',
    receivedTitle: 'Asante! Tumepokea malipo yako.',
    receivedForReview:
      'Kiasi chake si mojawapo ya bei za mipango za leo, kwa hiyo timu yetu itakiangalia na kukutumia barua pepe kuthibitisha mpango wako. Tafadhali usilipe tena.',
    reference: (reference) => `Kumbukumbu: ${reference}`,
    success: (reference) => `Malipo yamefanikiwa! Kumbukumbu: ${reference}`,
    processing: 'Inashughulikiwa...',
    payButton: (currency) => `Lipa Sasa (${currency})`,
    donateButton: (currency) => `Changia Sasa (${currency})`,
    portalSubtitle: 'Malipo Salama',
    defaultPlanName: 'Mpango Maalum',
    defaultDonationName: 'Kiasi Maalum',
    namePlaceholder: 'Andika jina kamili la mwanafunzi',
  },
  donate: {
    noAmount: 'Tafadhali chagua au andika kiasi.',
    button: 'Changia Sasa →',
  },
  login: {
    intro: 'Ingia uone darasa la majaribio la mtoto wako, au weka nafasi ya moja kwa dakika moja.',
    button: 'Ingia kwa Google',
    signingIn: 'Unaingia...',
    backToWebsite: '← Rudi kwenye Tovuti',
    failed: (message) => `Kuingia kumeshindikana: ${message}`,
    notConfirmed: (limited) =>
      limited
        ? 'Majaribio mengi mno ya kuingia. Tafadhali subiri dakika chache ujaribu tena.'
        : 'Hatukuweza kuthibitisha kuingia kwako. Tafadhali jaribu tena.',
    welcome: (name) =>
      `Karibu ${name || 'mzazi'}! Tunaona unapenda madarasa yetu ya kuandika programu. Bonyeza OK uweke nafasi ya darasa la majaribio bure.`,
  },
  results: {
    bookingSuccess: {
      title: 'Umeweka Nafasi!',
      text: 'Utapokea barua pepe ya uthibitisho hivi punde.',
      button: 'Rudi Mwanzo',
    },
    bookingError: {
      title: 'Nafasi Haikuwekwa',
      texts: ['Samahani! Kuna tatizo limetokea.', 'Tafadhali jaribu tena baadaye.'],
      button: 'Jaribu Tena',
    },
    paymentSuccess: {
      title: 'Malipo Yamefanikiwa!',
      text: 'Uthibitisho umetumwa kwa barua pepe yako.',
      button: 'Nenda kwenye Dashibodi',
    },
    paymentError: {
      title: 'Malipo Hayakufanikiwa',
      text: 'Samahani! Kuna tatizo kwenye malipo yako. Tafadhali jaribu tena au tumia njia nyingine ya kulipa.',
      button: 'Rudi kwenye Bei',
    },
    notFound: {
      title: 'Samahani! Ukurasa Haupatikani.',
      text: 'Ukurasa unaoutafuta haupo au umehamishwa.',
      button: 'Nenda Mwanzo',
    },
  },
  booking: {
    confirm: 'Thibitisha Nafasi',
    saving: 'Tunaweka nafasi…',
    invalidEmail,
    invalidPhone: (country) => `Andika namba sahihi ya WhatsApp ya ${country}.`,
    noSlotsLeft: 'Hakuna muda uliobaki leo. Tafadhali chagua siku nyingine.',
    invalidStudentName: 'Andika jina la mwanafunzi (herufi, nafasi, apostrofi na vistari).',
    invalidGrade: 'Chagua darasa la mwanafunzi shuleni.',
    invalidParentName: 'Andika jina la mzazi au mlezi (herufi, nafasi, apostrofi na vistari).',
    invalidCountry: 'Chagua nchi yako.',
    invalidDate: 'Chagua siku ndani ya siku 7 zijazo.',
    invalidTime: 'Chagua muda wa darasa.',
    slotStarted: 'Darasa hilo limeshaanza. Tafadhali chagua muda wa baadaye.',
    dateClosed: 'Tumefunga siku hiyo. Tafadhali chagua siku nyingine.',
    noSeatsLeft: 'Kila muda wa siku hii umejaa. Tafadhali chagua siku nyingine.',
    slotFull:
      'Samahani, nafasi ya mwisho ya muda huo imechukuliwa sasa hivi. Tafadhali chagua muda mwingine: muda ambao bado uko wazi umeonyeshwa.',
    family:
      'Familia hii tayari ina darasa la majaribio linalokuja. Tumetuma kiungo cha kulisimamia kwa barua pepe tuliyo nayo, ili uweze kulibadilisha au kulighairi huko.',
    tooManyChildren: (max) =>
      `Familia hii tayari ina madarasa ya majaribio yanayokuja ya watoto ${max}, idadi kubwa zaidi ambayo familia moja inaweza kuwa nayo kwa wakati mmoja. Moja ya madarasa hayo likishafanyika au kughairiwa, unaweza kuweka nafasi kwa mtoto mwingine.`,
    limited:
      'Majaribio mengi mno kwa muda mfupi. Tafadhali subiri dakika moja, kisha bonyeza Thibitisha Nafasi tena: kila ulichoandika kimehifadhiwa.',
    addressCap:
      'Madarasa mengi ya majaribio ya bure yamewekwa kutoka kwenye mtandao huu leo, kwa hiyo hatuwezi kupokea jingine kutoka kwake hadi kesho. Tafadhali wasiliana nasi kwa WhatsApp tutakuwekea nafasi.',
    challenge: 'Hatukuweza kukagua nafasi uliyoweka. Tafadhali bonyeza Thibitisha Nafasi tena: kila ulichoandika kimehifadhiwa.',
    checkFields: 'Tafadhali angalia sehemu iliyowekewa alama.',
  },
  manage: {
    loading: 'Tunapakia nafasi uliyoweka…',
    asOf: manageAsOfSw,
    notFound:
      'Kiungo hiki si sahihi au kimepitwa na muda. Tafadhali tumia kiungo kilicho kwenye barua pepe yako ya karibuni, au wasiliana nasi kwa WhatsApp.',
    tooLate: `Darasa hili linaanza baada ya chini ya ${cutoff}, kwa hiyo haliwezi kubadilishwa tena mtandaoni. Tafadhali wasiliana nasi kwa WhatsApp.`,
    changeUntil: `Mipango imebadilika? Unaweza kuhamisha au kughairi darasa hadi ${cutoff} kabla halijaanza.`,
    notUpcoming: 'Nafasi hii haiko tena mbele, kwa hiyo haiwezi kubadilishwa.',
    sameSlot: 'Huo tayari ndio muda wa darasa hili. Tafadhali chagua muda mwingine.',
    signIn: 'Tafadhali ingia tena ili usimamie nafasi hii.',
    cancelled: 'Darasa hili limeghairiwa.',
    cancelledNow: 'Darasa lako limeghairiwa. Nafasi iko wazi tena kwa familia nyingine.',
    rescheduledNow: 'Darasa lako limehamishwa. Tumekutumia muda mpya kwa barua pepe.',
    limited: 'Majaribio mengi mno kwa muda mfupi. Tafadhali subiri dakika moja, kisha ujaribu tena.',
    failed: 'Kuna tatizo limetokea na hakuna kilichobadilishwa. Tafadhali angalia mtandao wako ujaribu tena.',
    notHere: 'Nafasi hii haiwezi tena kubadilishwa hapa. Tafadhali zungumza nasi kwa WhatsApp.',
  },
  dashboard: {
    keptAsOf: (when) => `Kufikia ${when} · tunaangalia…`,
  },
  contact: {
    sending: 'Tunatuma…',
    sent: 'Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.',
    failed: 'Samahani, ujumbe wako haukutumwa. Tafadhali angalia mtandao wako ujaribu tena.',
    invalidEmail,
    missingMessage: 'Tafadhali andika ujumbe wako.',
    missingFirstName: 'Tafadhali andika jina lako la kwanza.',
    missingLastName: 'Tafadhali andika jina lako la ukoo.',
    invalidName: 'Tafadhali tumia herufi tu kwa majina.',
    invalidPhone: 'Andika namba ya simu kwa tarakimu tu.',
    tooLong: 'Hii ni ndefu mno. Tafadhali ifupishe.',
    limited: 'Tumepokea jumbe nyingi kutoka kwako hivi karibuni. Tafadhali jaribu tena baadaye.',
  },
  question: {
    sent: 'Asante! Tutakutumia barua pepe hivi karibuni.',
    failed: 'Samahani, haikutumwa. Tafadhali jaribu tena.',
    invalidEmail,
    limited: 'Tumepokea maswali mengi kutoka kwako hivi karibuni. Tafadhali jaribu tena baadaye.',
  },
};

export const messageDictionaries: Dictionaries<Messages> = { en: messages, sw: messagesSw };
