// The messages the school sends families on WhatsApp (and, when WhatsApp refuses one, as a
// short SMS): one approved template each, with English text and named parameters (the
// Kiswahili twin of each is templates.sw.ts, paired in template-language.ts). WhatsApp
// numbers the parameters ({{1}}, {{2}} ...) in the order `params` lists them; `templateSpecs`
// prints them for WhatsApp's template manager. Pure.
import type { BookingRecord } from '../mail/booking-types';
import { classTime } from '../mail/class-time';
import { NAIROBI_TZ, slotInZone } from '../slots';
import { classTimeSw } from '../mail/sw-words';
import { swahiliTime } from '../i18n/swahili-clock';

export type TemplateName =
  | 'trial_booked'
  | 'class_reminder_24h'
  | 'class_reminder_1h'
  | 'class_moved'
  | 'class_cancelled'
  | 'recommendation'
  | 'payment_received'
  | 'renewal_week'
  | 'renewal_day'
  | 'renewal_due'
  | 'enrollment_ended'
  | 'certificate_awarded'
  | 'weekly_class_24h'
  | 'weekly_class_1h'
  | 'progress_report';

/** Quick-reply buttons: the label a family taps, and the payload prefix our webhook reads. */
export const BUTTONS = {
  confirm: { text: "I'll be there", payload: 'confirm' },
  change: { text: 'Change the time', payload: 'change' },
  // A weekly class's reminder: the payload names the class (classes/{id}), not a booking.
  attend: { text: "I'll be there", payload: 'attend' },
  cantMake: { text: "Can't make it", payload: 'cant' },
} as const;
export type ButtonKind = keyof typeof BUTTONS;

export interface TemplateSpec {
  name: TemplateName;
  /** The parameters, in WhatsApp's order ({{1}} is the first). */
  params: readonly string[];
  body: string;
  buttons?: readonly ButtonKind[];
  /** The parameters that hold a private link: dropped from the stored message once delivered. */
  privateParams?: readonly string[];
}

export const LANGUAGE = 'en';

export const TEMPLATES: Record<TemplateName, TemplateSpec> = {
  trial_booked: {
    name: 'trial_booked',
    params: ['parent_name', 'student_name', 'class_time', 'nairobi_time', 'manage_link'],
    body:
      "Hello {{parent_name}}, {{student_name}}'s free trial class with JengaCode is booked for {{class_time}} " +
      '({{nairobi_time}} in Nairobi). To reschedule or cancel, use your private link: {{manage_link}}',
    privateParams: ['manage_link'],
  },
  class_reminder_24h: {
    name: 'class_reminder_24h',
    params: ['parent_name', 'student_name', 'class_time', 'nairobi_time'],
    body:
      "Hello {{parent_name}}, a reminder: {{student_name}}'s free trial class with JengaCode is tomorrow, " +
      '{{class_time}} ({{nairobi_time}} in Nairobi). Will you be there?',
    buttons: ['confirm', 'change'],
  },
  class_reminder_1h: {
    name: 'class_reminder_1h',
    params: ['student_name', 'class_time', 'nairobi_time'],
    body:
      "{{student_name}}'s free trial class with JengaCode starts within the hour, at {{class_time}} " +
      '({{nairobi_time}} in Nairobi). Have a computer or tablet charged and ready.',
  },
  class_moved: {
    name: 'class_moved',
    params: ['parent_name', 'student_name', 'class_time', 'nairobi_time'],
    body:
      "Hello {{parent_name}}, {{student_name}}'s free trial class with JengaCode has moved to {{class_time}} " +
      '({{nairobi_time}} in Nairobi).',
  },
  class_cancelled: {
    name: 'class_cancelled',
    params: ['parent_name', 'student_name', 'class_time'],
    body:
      "Hello {{parent_name}}, {{student_name}}'s free trial class with JengaCode on {{class_time}} is cancelled. " +
      'Reply here or visit our site to book another time.',
  },
  recommendation: {
    name: 'recommendation',
    params: ['parent_name', 'student_name', 'course', 'plan', 'enroll_link'],
    body:
      'Hello {{parent_name}}, thank you for joining the trial class. For {{student_name}} we recommend {{course}} ' +
      'on the {{plan}}. See the details and enroll, by card or M-Pesa, with your private link: {{enroll_link}}',
    privateParams: ['enroll_link'],
  },
  payment_received: {
    name: 'payment_received',
    params: ['student_name', 'amount', 'plan', 'paid_until'],
    body:
      "Thank you: JengaCode received {{amount}} for {{student_name}}'s {{plan}}. " +
      'Classes are paid until {{paid_until}}. Your receipt is in your email.',
  },
  renewal_week: {
    name: 'renewal_week',
    params: ['student_name', 'plan', 'paid_until', 'pay_link'],
    body:
      "{{student_name}}'s JengaCode classes are paid until {{paid_until}}. Renew the {{plan}} by M-Pesa or card " +
      'with your private link: {{pay_link}}',
    privateParams: ['pay_link'],
  },
  renewal_day: {
    name: 'renewal_day',
    params: ['student_name', 'plan', 'paid_until', 'pay_link'],
    body:
      "{{student_name}}'s JengaCode classes are paid until tomorrow, {{paid_until}}. Renew the {{plan}} by M-Pesa " +
      'or card with your private link: {{pay_link}}',
    privateParams: ['pay_link'],
  },
  renewal_due: {
    name: 'renewal_due',
    params: ['student_name', 'plan', 'paid_until', 'pay_link'],
    body:
      "{{student_name}}'s JengaCode {{plan}} was paid until {{paid_until}}. Classes go on for a few days: pay now " +
      'and no day is lost. Your private link: {{pay_link}}',
    privateParams: ['pay_link'],
  },
  enrollment_ended: {
    name: 'enrollment_ended',
    params: ['student_name', 'plan_name'],
    body:
      "{{student_name}}'s JengaCode {{plan_name}} plan has ended today, and its weekly classes are cancelled. " +
      "The school's reason is in your email; reply here with any question.",
  },
  certificate_awarded: {
    name: 'certificate_awarded',
    params: ['student_name', 'course', 'level', 'certificate_link'],
    body:
      'Congratulations! {{student_name}} has completed {{course}}, {{level}}, at JengaCode. ' +
      'See, share and print the certificate: {{certificate_link}}',
  },
  weekly_class_24h: {
    name: 'weekly_class_24h',
    params: ['student_name', 'mentor_name', 'class_time', 'join_link'],
    body:
      "A reminder: {{student_name}}'s JengaCode class with {{mentor_name}} is tomorrow, {{class_time}}. " +
      'Join here: {{join_link}}',
    buttons: ['attend', 'cantMake'],
  },
  weekly_class_1h: {
    name: 'weekly_class_1h',
    params: ['student_name', 'mentor_name', 'class_time', 'join_link'],
    body:
      "{{student_name}}'s JengaCode class with {{mentor_name}} starts within the hour, at {{class_time}}. " +
      'Join here: {{join_link}}',
    buttons: ['attend', 'cantMake'],
  },
  progress_report: {
    name: 'progress_report',
    params: ['student_name', 'month', 'dashboard_link'],
    body:
      "{{student_name}}'s JengaCode progress report for {{month}} is ready: classes attended, the mentor's notes " +
      'and what comes next. Read it on your dashboard: {{dashboard_link}}',
  },
};

export type Parameters = Record<string, string>;

/** The class time in the family's zone ("Tuesday 24 November, 08:00 WAT") and in Nairobi ("10:00 EAT"), in the booking's language. */
export function timeParams(b: Pick<BookingRecord, 'date' | 'time' | 'country' | 'language'>): {
  class_time: string;
  nairobi_time: string;
} {
  const nairobi = slotInZone(b.date, b.time, NAIROBI_TZ);
  // A Kiswahili reader gets each time with its Kiswahili reading: "10:00 (saa nne asubuhi) EAT".
  if (b.language === 'sw') {
    const when = classTimeSw(b.date, b.time, b.country.tz);
    return { class_time: when.local, nairobi_time: `${swahiliTime(nairobi.time)} ${nairobi.zone}` };
  }
  const when = classTime(b.date, b.time, b.country.tz);
  return { class_time: when.local, nairobi_time: `${nairobi.time} ${nairobi.zone}` };
}

/** The parameters of a template for a booking; `manageUrl` only for trial_booked. */
export function templateParams(name: TemplateName, b: BookingRecord, manageUrl?: string): Parameters {
  const all: Parameters = {
    parent_name: b.parentName,
    student_name: b.studentName,
    ...timeParams(b),
    ...(manageUrl ? { manage_link: manageUrl } : {}),
  };
  const params: Parameters = {};
  for (const key of TEMPLATES[name].params) {
    const value = all[key];
    if (value === undefined) throw new Error(`${name}: parameter ${key} is missing`);
    params[key] = value;
  }
  return params;
}

/** The template's text with its parameters filled in: what the SMS says, and what a person reads. */
export function renderTemplate(name: TemplateName, params: Parameters): string {
  return TEMPLATES[name].body.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}

/** The template's body in WhatsApp's numbered form: "Hello {{1}}, ..." */
export function numberedBody(spec: TemplateSpec): string {
  return spec.body.replace(/\{\{(\w+)\}\}/g, (_, key: string) => `{{${spec.params.indexOf(key) + 1}}}`);
}

/** A button's payload as our webhook reads it: "confirm:<booking id>". */
export function buttonPayload(kind: ButtonKind, bookingId: string): string {
  return `${BUTTONS[kind].payload}:${bookingId}`;
}

/** Reads a payload back: which button, for which booking; null for anything else. */
export function readPayload(payload: unknown): { kind: ButtonKind; bookingId: string } | null {
  if (typeof payload !== 'string') return null;
  const match = /^(confirm|change):([A-Za-z0-9]{1,64})$/.exec(payload);
  return match ? { kind: match[1] as ButtonKind, bookingId: match[2]! } : null;
}

/** Reads a weekly class's reply back: which button, for which class; null for anything else. */
export function readClassPayload(payload: unknown): { kind: 'attend' | 'cantMake'; classId: string } | null {
  if (typeof payload !== 'string') return null;
  const match = /^(attend|cant):([A-Za-z0-9_-]{1,128})$/.exec(payload);
  return match ? { kind: match[1] === 'attend' ? 'attend' : 'cantMake', classId: match[2]! } : null;
}

/** The `components` of a Cloud API send: the body's parameters in order, and each button's payload. */
export function sendComponents(name: TemplateName, params: Parameters, bookingId: string): unknown[] {
  const spec = TEMPLATES[name];
  const body = {
    type: 'body',
    parameters: spec.params.map((key) => ({ type: 'text', text: params[key] ?? '' })),
  };
  const buttons = (spec.buttons ?? []).map((kind, index) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(index),
    parameters: [{ type: 'payload', payload: buttonPayload(kind, bookingId) }],
  }));
  return [body, ...buttons];
}

/** Example values for the template manager (it asks for one per parameter). */
const EXAMPLE: Parameters = {
  parent_name: 'Amina',
  student_name: 'Wanjiru',
  class_time: 'Tuesday 24 November, 08:00 WAT',
  nairobi_time: '10:00 EAT',
  manage_link: 'https://jengacode.example/manage#AbC123',
  course: 'AI & Coding Champion',
  plan: 'Starter plan (Monthly, KES 6,000)',
  enroll_link: 'https://jengacode.example/enroll#AbC123',
  amount: 'KES 6,000',
  paid_until: '24 December 2026',
  pay_link: 'https://jengacode.example/enroll#AbC123',
  level: 'Level 1',
  plan_name: 'Starter',
  certificate_link: 'https://jengacode.example/certificates/JC-7K2M-9QXD-4HRT-0BWE-V',
  month: 'November 2026',
  dashboard_link: 'https://jengacode.example/dashboard',
};

/** One template as WhatsApp's template manager (POST /{waba-id}/message_templates) takes it. */
export function templateSubmission(spec: TemplateSpec) {
  return {
    name: spec.name,
    language: LANGUAGE,
    category: 'UTILITY',
    components: [
      {
        type: 'BODY',
        text: numberedBody(spec),
        example: { body_text: [spec.params.map((key) => EXAMPLE[key] ?? key)] },
      },
      ...(spec.buttons?.length
        ? [{ type: 'BUTTONS', buttons: spec.buttons.map((kind) => ({ type: 'QUICK_REPLY', text: BUTTONS[kind].text })) }]
        : []),
    ],
  };
}

export const templateSubmissions = () => Object.values(TEMPLATES).map(templateSubmission);
