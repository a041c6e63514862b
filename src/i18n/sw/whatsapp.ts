// Kiswahili: the WhatsApp templates, quick replies and replies, as ../en/whatsapp.ts (the same
// parameters fill each body).
import type { WhatsAppWords } from '../en/whatsapp';

export const words: WhatsAppWords = {
  languageCode: 'sw',
  bodies: {
    trial_booked:
      'Habari {{parent_name}}, nafasi ya darasa la majaribio (bure) la {{student_name}} na {school} imewekwa: {{class_time}}. ' +
      'Kubadilisha muda au kughairi, tumia kiungo chako cha siri: {{manage_link}}',
    class_reminder_24h:
      'Habari {{parent_name}}, kumbusho: darasa la majaribio (bure) la {{student_name}} na {school} ni kesho, ' +
      '{{class_time}}. Utakuwepo?',
    class_reminder_1h:
      'Darasa la majaribio (bure) la {{student_name}} na {school} linaanza ndani ya saa moja, {{class_time}}. ' +
      'Andaa kompyuta au tablet yenye chaji.',
    class_moved:
      'Habari {{parent_name}}, darasa la majaribio (bure) la {{student_name}} na {school} limehamishiwa {{class_time}}.',
    class_cancelled:
      'Habari {{parent_name}}, darasa la majaribio (bure) la {{student_name}} na {school} la {{class_time}} limeghairiwa. ' +
      'Jibu hapa au tembelea tovuti yetu kuweka nafasi ya muda mwingine.',
    recommendation:
      'Habari {{parent_name}}, asante kwa kuhudhuria darasa la majaribio. Kwa {{student_name}} tunapendekeza {{course}} ' +
      'kwa {{plan}}. Tazama maelezo na umsajili, kwa kadi au M-Pesa, kupitia kiungo chako cha siri: {{enroll_link}}',
    payment_received:
      'Asante: {school} imepokea {{amount}} kwa {{plan}} wa {{student_name}}. ' +
      'Madarasa yamelipiwa hadi {{paid_until}}. Risiti yako iko kwenye barua pepe yako.',
    renewal_week:
      'Madarasa ya {school} ya {{student_name}} yamelipiwa hadi {{paid_until}}. Endeleza (lipia tena) {{plan}} kwa M-Pesa ' +
      'au kadi kupitia kiungo chako cha siri: {{pay_link}}',
    renewal_day:
      'Madarasa ya {school} ya {{student_name}} yamelipiwa hadi kesho, {{paid_until}}. Endeleza (lipia tena) {{plan}} ' +
      'kwa M-Pesa au kadi kupitia kiungo chako cha siri: {{pay_link}}',
    renewal_due:
      'Mpango wa {school} wa {{student_name}}, {{plan}}, ulilipiwa hadi {{paid_until}}. Madarasa yanaendelea kwa siku chache: ' +
      'lipa sasa na hakuna siku itakayopotea. Kiungo chako cha siri: {{pay_link}}',
    instalment_due:
      'Mpango wa {school} wa {{student_name}}: {{part}} ({{amount}}) inatakiwa kulipwa {{due_on}}. Awamu isipolipwa, ' +
      'madarasa yanasimama hadi itakapolipwa. Lipa kwa M-Pesa au kadi: {{pay_link}}',
    enrollment_ended:
      'Mpango wa {{plan_name}} wa {{student_name}} katika {school} umeghairiwa leo, pamoja na madarasa yake ya kila wiki. ' +
      'Sababu ya shule iko kwenye barua pepe yako; jibu hapa kama una swali.',
    certificate_awarded:
      'Hongera! {{student_name}} amemaliza {{course}}, {{level}}, katika {school}. ' +
      'Tazama, shiriki na uchapishe cheti: {{certificate_link}}',
    weekly_class_24h:
      'Kumbusho: darasa la {school} la {{student_name}} na {{mentor_name}} ni kesho, {{class_time}}. ' +
      'Jiunge hapa: {{join_link}}',
    weekly_class_1h:
      'Darasa la {school} la {{student_name}} na {{mentor_name}} linaanza ndani ya saa moja, {{class_time}}. ' +
      'Jiunge hapa: {{join_link}}',
    weekly_class_covered:
      'Mwalimu wa {{student_name}} katika {school} hataweza kufundisha darasa la {{class_time}}, kwa hiyo ' +
      '{{mentor_name}} atalifundisha badala yake. Muda ni ule ule; kiungo kiko kwenye ukurasa wako.',
    weekly_class_cancelled:
      'Samahani: {school} imelazimika kughairi darasa la {{student_name}} la {{class_time}}, kwa kuwa hakuna mwalimu ' +
      'aliye huru wakati huo. Umepata nafasi ya darasa la fidia: panga darasa hilo kwenye ukurasa wako: {{dashboard_link}}',
    weekly_class_closed:
      '{school} imefungwa siku ya darasa la {{student_name}} la {{class_time}}, kwa hiyo darasa hilo halitafanyika. ' +
      'Umepata nafasi ya darasa la fidia: panga darasa hilo kwenye ukurasa wako: {{dashboard_link}}',
    progress_report:
      'Ripoti ya maendeleo ya {{student_name}} katika {school} ya {{month}} iko tayari: madarasa aliyohudhuria, maoni ya ' +
      'mwalimu na kinachofuata. Isome kwenye ukurasa wako: {{dashboard_link}}',
    make_up_expiring:
      '{{student_name}} ana nafasi ya darasa la fidia la {school} inayoweza kutumika hadi {{last_day}}. ' +
      'Panga saa iliyo wazi na mwalimu yeyote wa kozi kwenye ukurasa wako: {{dashboard_link}}',
    waitlist_offer:
      'Habari {{parent_name}}, nafasi imepatikana kwenye darasa la majaribio (bure) la {school} mliokuwa mkisubiri: {{class_time}}. ' +
      'Tunamshikilia {{student_name}} nafasi hiyo hadi {{hold_until}}. Ichukue kwa kubonyeza mara moja: {{claim_link}}',
    hour_offer:
      'Habari {{parent_name}}, saa ya darasa ya kila wiki ya {school} mliyokuwa mkisubiri iko wazi sasa: {{class_time}}. ' +
      'Tunamshikilia {{student_name}} saa hiyo hadi {{hold_until}}. Ichukue kwa kubonyeza mara moja: {{claim_link}}',
  },
  buttons: {
    confirm: 'Nitakuwepo',
    change: 'Badilisha muda',
    attend: 'Nitakuwepo',
    cantMake: 'Sitaweza kuhudhuria',
    makeUp: 'Weka darasa la fidia',
  },
  examples: {
    last_day: 'Alhamisi, 10 Desemba',
    class_time: 'Jumanne, 24 Novemba, 08:00 (saa mbili asubuhi) WAT; Nairobi: 10:00 (saa nne asubuhi)',
    plan: 'mpango wa Mwanzo (Kila mwezi, KES 6,000)',
    paid_until: '24 Desemba 2026',
    level: 'Kiwango cha 1',
    plan_name: 'Mwanzo',
    month: 'Novemba 2026',
    hold_until: 'Jumanne, 24 Novemba, 06:30 (saa kumi na mbili na nusu asubuhi) WAT',
    part: 'awamu ya 2 kati ya 3',
    due_on: '24 Desemba 2026',
  },
  planText: (plan, period, price) => `mpango wa ${plan} (${period}, ${price})`,
  planName: (plan) => `mpango wa ${plan}`,
  commands: {
    stop: 'SIMAMISHA',
    start: 'ANZA',
    confirm: 'Nitakuwepo',
  },
  replies: {
    stopped: (school) =>
      `Hutapokea tena ujumbe wa WhatsApp kutoka ${school}. Barua pepe zitaendelea kuja kama kawaida. Jibu ANZA kuwasha tena ujumbe wa WhatsApp.`,
    started: (school) => `Ujumbe wa WhatsApp kutoka ${school} umewashwa tena. Jibu SIMAMISHA wakati wowote kuuzima.`,
    changeTime: (link) =>
      `Ili kuchagua muda mwingine au kughairi, fungua kiungo chako cha siri (usimpe mtu mwingine): ${link} . Ni kiungo kile kile kilicho kwenye barua pepe ya kuthibitisha.`,
    useMailLink:
      'Ili kuchagua muda mwingine au kughairi, fungua kiungo cha siri kilicho kwenye barua pepe ya kuthibitisha nafasi.',
    tooLate: (hours) =>
      `Darasa hili haliwezi tena kubadilishwa mtandaoni: mabadiliko yanawezekana hadi saa ${hours} kabla ya darasa kuanza. Jibu hapa na shule itakusaidia.`,
    noBooking: 'Hatukupata darasa linalosubiriwa kwa namba hii. Tafadhali jibu na swali lako na tutakusaidia.',
    confirmed: 'Asante: tumeandika kwamba utakuwepo.',
  },
  makeUp: {
    choose: (student, link) =>
      `Chagua saa iliyo wazi kwa darasa la fidia la ${student}, na mwalimu yeyote wa kozi. Unaweza pia kuchagua kwenye ukurasa wako: ${link}`,
    hours: 'Saa zilizo wazi',
    row: (mentor) => `Na ${mentor}`,
    taken: (student, link) =>
      `Saa hiyo imechukuliwa sasa hivi. Hizi ndizo saa zilizo wazi sasa kwa darasa la fidia la ${student}, au chagua kwenye ukurasa wako: ${link}`,
    booked: (student, when, mentor) =>
      `Imewekwa: darasa la fidia la ${student} ni ${when}, na ${mentor}. Kiungo cha kujiunga kiko kwenye ukurasa wako.`,
    noHours: (link) =>
      `Hakuna mwalimu wa kozi aliye na saa iliyo wazi kabla nafasi ya fidia haijaisha. Jibu hapa na shule itakusaidia, au angalia tena kwenye ukurasa wako: ${link}`,
    notUsable: (link) =>
      `Nafasi hii ya darasa la fidia haiwezi kutumika tena: imeshatumika, muda wake umeisha au imeondolewa. Madarasa yako yako kwenye ukurasa wako: ${link}`,
    notReady:
      'Nafasi ya darasa la fidia kwa darasa hili bado inaandaliwa. Tafadhali bonyeza "Weka darasa la fidia" tena baada ya dakika moja.',
  },
};
