// Kiswahili: as ../en/waitlist.ts.
import type { WaitlistWords } from '../en/waitlist';

export const words: WaitlistWords = {
  form: {
    full: 'Imejaa',
    offer: 'Nijulishe nafasi ikipatikana',
    join: 'Nijulishe nafasi ikipatikana',
    joining: 'Tunakuweka kwenye orodha…',
    joinedTitle: 'Uko kwenye orodha ya kusubiri',
    joined: (student, hours) =>
      `${student} yuko kwenye orodha ya kusubiri. Nafasi ikipatikana, tutakujulisha kwa WhatsApp na kwa barua pepe, na tutakushikilia nafasi hiyo kwa saa ${hours}.`,
    position: (n) => `Wewe ni wa ${n} kwenye foleni.`,
    openLink: 'Angalia au toka kwenye orodha',
    chooseOther: 'Chagua muda mwingine',
  },
  page: {
    title: 'Nafasi yako kwenye orodha ya kusubiri',
    description:
      'Nafasi yako kwenye orodha ya kusubiri ya darasa la majaribio (bure): chukua nafasi uliyoshikiliwa, au toka kwenye orodha.',
    loading: 'Tunatafuta nafasi yako…',
    waiting: (student, when) => `${student} anasubiri nafasi kwenye darasa la majaribio (bure) la ${when}.`,
    position: (n) => `Wewe ni wa ${n} kwenye foleni. Tutakujulisha kwa WhatsApp na kwa barua pepe nafasi ikipatikana.`,
    offered: (student, until) => `Nafasi imeshikiliwa kwa ajili ya ${student} hadi ${until}.`,
    claim: 'Chukua nafasi hii',
    claiming: 'Tunakuwekea nafasi…',
    leave: 'Toka kwenye orodha ya kusubiri',
    leaving: 'Unatoka…',
    left: 'Umetoka kwenye orodha ya kusubiri. Hatutakutumia ujumbe kuhusu darasa hili.',
    claimed: 'Nafasi hii imewekwa. Uthibitisho na kiungo chako cha kubadilisha viko kwenye barua pepe yako.',
    lapsed: 'Muda wa kushikilia nafasi hii umeisha, na nafasi imepewa familia iliyofuata kwenye orodha.',
    expired: 'Darasa hili limeanza au siku yake imepita, kwa hiyo orodha ya kusubiri imeisha.',
    late: 'Samahani: muda wa kushikilia nafasi hii uliisha kabla hujabonyeza, kwa hiyo imepewa familia iliyofuata kwenye orodha.',
    freeTimes: 'Muda huu una nafasi sasa:',
    noFreeTimes: 'Hakuna muda wenye nafasi katika siku zijazo. Tafadhali angalia tena baadaye.',
    bookOther: 'Weka nafasi ya muda mwingine',
    notFound: 'Hatukupata kiungo hiki cha orodha ya kusubiri. Huenda kimeisha, au kimenakiliwa nusu tu.',
    failed: 'Kuna tatizo limetokea. Tafadhali jaribu tena.',
  },
  answers: {
    open: 'Muda huu una nafasi sasa: unaweza kuweka nafasi.',
    already:
      'Mtoto huyu tayari yuko kwenye orodha ya kusubiri ya muda huo. Kiungo chako cha siri kiko kwenye barua pepe tuliyokutumia.',
    claimed: 'Nafasi hii tayari imewekwa. Uthibitisho uko kwenye barua pepe yako.',
  },
  hour: {
    fullHours: 'Saa zilizojaa',
    offer: 'Nijulishe saa hii ikiwa wazi',
    joining: 'Tunakuweka kwenye orodha…',
    joined: (student, hours) =>
      `${student} yuko kwenye orodha ya kusubiri ya saa hii. Ikiwa wazi, tutakujulisha kwa WhatsApp na kwa barua pepe, na tutakushikilia saa hiyo kwa saa ${hours}.`,
    pickOthers: (count) =>
      count === 1
        ? 'Kwanza chagua muda wako mwingine hapo juu: utahifadhiwa pamoja na saa hii utakapoichukua.'
        : `Kwanza chagua nyakati zako nyingine ${count} hapo juu: zitahifadhiwa pamoja na saa hii utakapoichukua.`,
    open: 'Kuna mwalimu aliye huru saa hii sasa: unaweza kuichagua.',
    already: 'Mtoto huyu tayari yuko kwenye orodha ya kusubiri ya saa hii.',
    waiting: (student, when) => `${student} anasubiri saa ya kila wiki ya ${when}.`,
    offered: (student, when, until) => `Saa ya kila wiki ya ${when} imeshikiliwa kwa ajili ya ${student} hadi ${until}.`,
    take: 'Chukua saa hii',
    taking: 'Tunahifadhi saa yako…',
    taken: 'Saa hii ya kila wiki sasa ni yako. Madarasa yako yako kwenye ukurasa wako.',
    lapsed: 'Muda wa kushikilia saa hii umeisha, na saa imepewa familia iliyofuata kwenye orodha.',
    expired: 'Orodha hii ya kusubiri imeisha: kipindi kilicholipiwa kimekwisha, au nyakati za kila wiki zimeshachaguliwa.',
    late: 'Samahani: muda wa kushikilia saa hii uliisha kabla hujabonyeza, kwa hiyo imepewa familia iliyofuata kwenye orodha.',
    othersTaken:
      'Mtu amechukua sasa hivi mojawapo ya nyakati zako nyingine, kwa hiyo saa hii haikuweza kuhifadhiwa pamoja nazo. Saa hizi za kila wiki ziko wazi sasa:',
    freeTimes: 'Saa hizi za kila wiki ziko wazi sasa:',
    noFreeTimes: 'Hakuna saa ya kila wiki iliyo wazi kwa sasa. Tafadhali zungumza nasi.',
    toDashboard: 'Chagua kwenye ukurasa wako',
    listHeading: 'Orodha za kusubiri',
    onList: (course, when) =>
      `${course}, ${when}: uko kwenye orodha ya kusubiri. Tutakujulisha kwa WhatsApp na kwa barua pepe saa hii ikiwa wazi.`,
    heldUntil: (course, when, until) => `${course}, ${when}: umepewa saa hii, imeshikiliwa kwa ajili yako hadi ${until}.`,
    leave: 'Ondoka kwenye orodha',
    leaveOf: (when) => ` ya ${when}`,
    leaving: 'Tunakuondoa…',
    left: 'Umeondoka kwenye orodha ya kusubiri ya saa hii.',
    yours: 'Ni yako: unaweza kuichukua sasa.',
  },
};
