// Kiswahili twin of templates.ts's words: each template's body (same parameters, so the same
// values fill it) and the quick-reply labels. A Kiswahili reader's class time comes with its
// Kiswahili reading (sw-words.ts). The glossary is docs/kiswahili.md.
import type { ButtonKind, TemplateName } from './templates';

export const TEMPLATE_BODIES_SW: Record<TemplateName, string> = {
  trial_booked:
    'Habari {{parent_name}}, nafasi ya darasa la majaribio (bure) la {{student_name}} na JengaCode imewekwa: {{class_time}} ' +
    '({{nairobi_time}} kwa saa za Nairobi). Kubadilisha muda au kughairi, tumia kiungo chako cha siri: {{manage_link}}',
  class_reminder_24h:
    'Habari {{parent_name}}, kumbusho: darasa la majaribio (bure) la {{student_name}} na JengaCode ni kesho, ' +
    '{{class_time}} ({{nairobi_time}} kwa saa za Nairobi). Utakuwepo?',
  class_reminder_1h:
    'Darasa la majaribio (bure) la {{student_name}} na JengaCode linaanza ndani ya saa moja, {{class_time}} ' +
    '({{nairobi_time}} kwa saa za Nairobi). Andaa kompyuta au tablet yenye chaji.',
  class_moved:
    'Habari {{parent_name}}, darasa la majaribio (bure) la {{student_name}} na JengaCode limehamishiwa {{class_time}} ' +
    '({{nairobi_time}} kwa saa za Nairobi).',
  class_cancelled:
    'Habari {{parent_name}}, darasa la majaribio (bure) la {{student_name}} na JengaCode la {{class_time}} limeghairiwa. ' +
    'Jibu hapa au tembelea tovuti yetu kuweka nafasi ya muda mwingine.',
  recommendation:
    'Habari {{parent_name}}, asante kwa kuhudhuria darasa la majaribio. Kwa {{student_name}} tunapendekeza {{course}} ' +
    'kwa {{plan}}. Tazama maelezo na umsajili, kwa kadi au M-Pesa, kupitia kiungo chako cha siri: {{enroll_link}}',
  payment_received:
    'Asante: JengaCode imepokea {{amount}} kwa {{plan}} wa {{student_name}}. ' +
    'Madarasa yamelipiwa hadi {{paid_until}}. Risiti yako iko kwenye barua pepe yako.',
  renewal_week:
    'Madarasa ya JengaCode ya {{student_name}} yamelipiwa hadi {{paid_until}}. Endeleza (lipia tena) {{plan}} kwa M-Pesa ' +
    'au kadi kupitia kiungo chako cha siri: {{pay_link}}',
  renewal_day:
    'Madarasa ya JengaCode ya {{student_name}} yamelipiwa hadi kesho, {{paid_until}}. Endeleza (lipia tena) {{plan}} ' +
    'kwa M-Pesa au kadi kupitia kiungo chako cha siri: {{pay_link}}',
  renewal_due:
    'Mpango wa JengaCode wa {{student_name}}, {{plan}}, ulilipiwa hadi {{paid_until}}. Madarasa yanaendelea kwa siku chache: ' +
    'lipa sasa na hakuna siku itakayopotea. Kiungo chako cha siri: {{pay_link}}',
  enrollment_ended:
    'Mpango wa {{plan_name}} wa {{student_name}} katika JengaCode umeghairiwa leo, pamoja na madarasa yake ya kila wiki. ' +
    'Sababu ya shule iko kwenye barua pepe yako; jibu hapa kama una swali.',
  certificate_awarded:
    'Hongera! {{student_name}} amemaliza {{course}}, {{level}}, katika JengaCode. ' +
    'Tazama, shiriki na uchapishe cheti: {{certificate_link}}',
  weekly_class_24h:
    'Kumbusho: darasa la JengaCode la {{student_name}} na {{mentor_name}} ni kesho, {{class_time}}. ' +
    'Jiunge hapa: {{join_link}}',
  weekly_class_1h:
    'Darasa la JengaCode la {{student_name}} na {{mentor_name}} linaanza ndani ya saa moja, {{class_time}}. ' +
    'Jiunge hapa: {{join_link}}',
  progress_report:
    'Ripoti ya maendeleo ya {{student_name}} katika JengaCode ya {{month}} iko tayari: madarasa aliyohudhuria, maoni ya ' +
    'mwalimu na kinachofuata. Isome kwenye ukurasa wako: {{dashboard_link}}',
};

/** The quick replies' labels (WhatsApp allows 20 characters); the payloads stay the same. */
export const BUTTON_TEXT_SW: Record<ButtonKind, string> = {
  confirm: 'Nitakuwepo',
  change: 'Badilisha muda',
  attend: 'Nitakuwepo',
  cantMake: 'Sitaweza kuhudhuria',
};

/** Example values the template manager asks for, where the Kiswahili reading differs from the English. */
export const EXAMPLE_SW: Record<string, string> = {
  class_time: 'Jumanne, 24 Novemba, 08:00 (saa mbili asubuhi) WAT',
  nairobi_time: '10:00 (saa nne asubuhi) EAT',
  plan: 'mpango wa Starter (Kila mwezi, KES 6,000)',
  paid_until: '24 Desemba 2026',
  level: 'Kiwango cha 1',
};
