import type { AboutWords } from '../en/about';

export const words: AboutWords = {
  title: 'Kuhusu sisi',
  description: (brand, countries) =>
    `${brand} ni shule ya mtandaoni kwa asilimia 100 ya kuandika programu na AI kwa watoto na vijana wa miaka 5 hadi 18 nchini ${countries}: madarasa ya moja kwa moja, ya vikundi au ya mmoja kwa mmoja.`,
  hero: {
    title: 'Tunawasaidia watoto wa Afrika kujifunza, kujenga na kufanikiwa kwa kuandika programu',
    lead: (brand) =>
      `${brand} ni shule ya mtandaoni ya kuandika programu na AI kwa watoto na vijana wa miaka 5 hadi 18. Madarasa yetu ni mtandaoni kwa asilimia 100, ya moja kwa moja na shirikishi, kwa vikundi au mmoja kwa mmoja.`,
    bookTrial: 'Weka nafasi ya majaribio bure',
    programs: 'Angalia kozi',
  },
  who: {
    eyebrow: 'Sisi ni nani',
    title: 'Shule iliyojengwa kwa ajili ya akili changa zenye udadisi',
    started: (brand) =>
      `Sisi ni walimu, wahandisi na walimu washauri kutoka kote Afrika. Tulianzisha ${brand} kwa sababu kila mtoto anastahili nafasi ya kuunda kwa teknolojia, si kuitumia tu.`,
    learn:
      'Kuanzia katuni ya kwanza ya Scratch hadi mradi wa AI unaofanya kazi, wanafunzi wetu hujifunza kwa kutengeneza vitu wanavyojivunia kuonyesha familia zao, katika madarasa ya moja kwa moja na walimu wanaowajua kwa majina.',
    facts: {
      countries: 'nchi za Afrika',
      ages: 'umri wa miaka 5 hadi 18',
      online: 'madarasa ya moja kwa moja mtandaoni',
      groups: 'au vikundi vidogo',
    },
  },
  mission: {
    eyebrow: 'Kwa nini tupo',
    title: 'Dhamira na maono yetu',
    missionTitle: 'Dhamira yetu',
    mission:
      'Kumpa kila mtoto barani Afrika njia ya furaha na ya vitendo ya kuingia katika kuandika programu na AI, kwa madarasa ya moja kwa moja na walimu wanaojali, kwa muda na bei zinazofaa familia.',
    visionTitle: 'Maono yetu',
    vision:
      'Kizazi cha vijana wa Kiafrika wanaojenga teknolojia ambayo jamii zao zinahitaji, na wanaojiona kuwa wabunifu, wavumbuzi na viongozi.',
  },
  offer: {
    eyebrow: 'Tunachotoa',
    title: 'Kuanzia vipande vya kwanza vya msimbo hadi miradi halisi ya AI',
    lead: 'Mtaala unaokua pamoja na mtoto wako, wenye hatua inayofuata iliyo wazi katika kila umri.',
    items: [
      {
        title: 'Scratch',
        text: 'Hatua za kwanza za kufurahisha: hadithi, muziki na michezo kwa kuunganisha vipande vya msimbo.',
      },
      {
        title: 'Python',
        text: 'Kuandika programu halisi kwa hatua rahisi na za kirafiki, kuanzia mafumbo hadi kufanya kazi na data.',
      },
      { title: 'Kutengeneza tovuti', text: 'HTML, CSS na JavaScript, ili wanafunzi wabuni na kuchapisha tovuti zao wenyewe.' },
      {
        title: 'Kutengeneza michezo',
        text: 'Kupanga, kujenga na kujaribu michezo, kuanzia mawazo rahisi hadi michezo ya ngazi nyingi.',
      },
      { title: 'Roboti', text: 'Vihisi, mota na vidhibiti vidogo vinavyofanya kazi katika madarasa ya moja kwa moja mtandaoni.' },
      {
        title: 'AI kwa wanafunzi wakubwa',
        text: 'Jinsi mashine zinavyojifunza kutokana na mifano, na jinsi ya kujenga na kutumia AI kwa uwajibikaji.',
      },
      {
        title: 'Mashindano ya kuandika programu',
        text: 'Changamoto za kirafiki na hackathon zinazojenga kujiamini na ushirikiano.',
      },
      {
        title: 'Kujifunza kwa miradi',
        text: 'Kila kozi inaishia kwa miradi halisi ambayo wanafunzi huiwasilisha na kuishiriki.',
      },
      { title: 'Vyeti vinavyotambuliwa', text: 'Cheti kwa kila kozi, kinachotambuliwa na chombo cha viwango vya elimu.' },
    ],
  },
  teach: {
    eyebrow: 'Jinsi tunavyofundisha',
    title: 'Mtandaoni kwa asilimia 100, moja kwa moja na shirikishi',
    points: [
      {
        title: 'Moja kwa moja na mwalimu halisi',
        text: 'Kila darasa linafundishwa moja kwa moja, si video iliyorekodiwa. Wanafunzi huuliza maswali, huonyesha skrini zao na kupata msaada papo hapo.',
      },
      {
        title: 'Kikundi au mmoja kwa mmoja',
        text: 'Chagua madarasa ya mmoja kwa mmoja kwa uangalizi kamili, au vikundi vidogo ili kujifunza pamoja na watoto wengine.',
      },
      {
        title: 'Kujifunza kwa kujenga',
        text: 'Kila somo linaishia na kitu kinachofanya kazi: mchezo, ukurasa wa wavuti, programu.',
      },
      { title: 'Wazazi wanajulishwa', text: 'Taarifa wazi za maendeleo, na kubadilisha muda kwa urahisi shule inapobana.' },
    ],
    stepsTitle: 'Darasa kwa hatua nne',
    steps: [
      'Changamoto ya kupasha moto',
      'Wazo moja jipya, limeelezwa kwa urahisi',
      'Kulijenga pamoja, hatua kwa hatua',
      'Onyesha na eleza: shiriki ulichotengeneza',
    ],
  },
  serve: {
    eyebrow: 'Tunaowahudumia',
    title: 'Wanafunzi wa miaka 5 hadi 18, na familia zao',
    lead: 'Madarasa yamepangwa kwa darasa la shule, ili kila mwanafunzi aanze katika kiwango sahihi.',
    grades: 'Makundi ya madarasa',
    children: {
      title: 'Watoto na vijana',
      text: 'Wanafunzi wadadisi kuanzia chekechea hadi darasa la 12, iwe hawajawahi kuandika programu au tayari wanajenga programu zao.',
    },
    parents: {
      title: 'Wazazi na walezi',
      text: 'Wanaoweka nafasi ya darasa la majaribio bure, kufungua akaunti kwa watoto wao na kufuatilia maendeleo yao.',
      link: 'Weka nafasi ya majaribio bure',
    },
    donors: {
      title: 'Wafadhili',
      text: 'Wanaolipia elimu ya kuandika programu ya mtoto ili kipaji, si pesa, kiamue nani anajifunza.',
      link: 'Mwezeshe mwanafunzi',
    },
  },
  reach: {
    eyebrow: 'Tunakofika',
    title: (count) => `Tunajifunza pamoja katika nchi ${count}`,
    lead: 'Familia huweka nafasi za madarasa kwa saa za eneo lao, na walimu hufundisha kote barani.',
    time: (city) => `Saa za ${city}`,
  },
  cta: {
    title: 'Jionee darasa la moja kwa moja',
    text: 'Weka nafasi ya darasa la majaribio bure. Mtoto wako anakutana na mwalimu, anajenga kitu kidogo cha kufurahisha, nawe unapata kozi inayopendekezwa.',
    bookTrial: 'Weka nafasi ya majaribio bure',
    faq: 'Soma maswali',
  },
};
