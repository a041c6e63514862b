// The messages the school sends families on WhatsApp (and, when WhatsApp refuses one, as a
// short SMS): one approved template each, with named parameters, its words in each language's
// `whatsapp` area (src/i18n/<language>/whatsapp.ts). WhatsApp numbers the parameters ({{1}},
// {{2}} ...) in the order `params` lists them; template-language.ts prints them for WhatsApp's
// template manager. Pure.
import type { BookingRecord } from '../../domain/booking-types';
import { catalogueIn } from '../../i18n/catalogues';
import { languageOr } from '../../i18n/languages';

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
  | 'instalment_due'
  | 'enrollment_ended'
  | 'certificate_awarded'
  | 'weekly_class_24h'
  | 'weekly_class_1h'
  | 'weekly_class_covered'
  | 'weekly_class_cancelled'
  | 'weekly_class_closed'
  | 'progress_report'
  | 'make_up_expiring'
  | 'waitlist_offer'
  | 'hour_offer';

/** Quick-reply buttons: the payload prefix our webhook reads (the label is each language's `whatsapp.buttons`). */
export const BUTTONS = {
  confirm: { payload: 'confirm' },
  change: { payload: 'change' },
  // A weekly class's reminder: the payload names the class (classes/{id}), not a booking.
  attend: { payload: 'attend' },
  cantMake: { payload: 'cant' },
  // A weekly class cancelled with a make-up credit: the payload names the class (make-up-reply.ts).
  makeUp: { payload: 'makeup' },
} as const;
export type ButtonKind = keyof typeof BUTTONS;

export interface TemplateSpec {
  name: TemplateName;
  /** The parameters, in WhatsApp's order ({{1}} is the first). */
  params: readonly string[];
  buttons?: readonly ButtonKind[];
  /** The parameters that hold a private link: dropped from the stored message once delivered. */
  privateParams?: readonly string[];
}

export const TEMPLATES: Record<TemplateName, TemplateSpec> = {
  trial_booked: {
    name: 'trial_booked',
    params: ['parent_name', 'student_name', 'class_time', 'manage_link'],
    privateParams: ['manage_link'],
  },
  class_reminder_24h: {
    name: 'class_reminder_24h',
    params: ['parent_name', 'student_name', 'class_time'],
    buttons: ['confirm', 'change'],
  },
  class_reminder_1h: {
    name: 'class_reminder_1h',
    params: ['student_name', 'class_time'],
  },
  class_moved: {
    name: 'class_moved',
    params: ['parent_name', 'student_name', 'class_time'],
  },
  class_cancelled: {
    name: 'class_cancelled',
    params: ['parent_name', 'student_name', 'class_time'],
  },
  recommendation: {
    name: 'recommendation',
    params: ['parent_name', 'student_name', 'course', 'plan', 'enroll_link'],
    privateParams: ['enroll_link'],
  },
  payment_received: {
    name: 'payment_received',
    params: ['student_name', 'amount', 'plan', 'paid_until'],
  },
  renewal_week: {
    name: 'renewal_week',
    params: ['student_name', 'plan', 'paid_until', 'pay_link'],
    privateParams: ['pay_link'],
  },
  renewal_day: {
    name: 'renewal_day',
    params: ['student_name', 'plan', 'paid_until', 'pay_link'],
    privateParams: ['pay_link'],
  },
  renewal_due: {
    name: 'renewal_due',
    params: ['student_name', 'plan', 'paid_until', 'pay_link'],
    privateParams: ['pay_link'],
  },
  instalment_due: {
    name: 'instalment_due',
    params: ['student_name', 'part', 'amount', 'due_on', 'pay_link'],
    privateParams: ['pay_link'],
  },
  enrollment_ended: {
    name: 'enrollment_ended',
    params: ['student_name', 'plan_name'],
  },
  certificate_awarded: {
    name: 'certificate_awarded',
    params: ['student_name', 'course', 'level', 'certificate_link'],
  },
  weekly_class_24h: {
    name: 'weekly_class_24h',
    params: ['student_name', 'mentor_name', 'class_time', 'join_link'],
    buttons: ['attend', 'cantMake'],
  },
  weekly_class_1h: {
    name: 'weekly_class_1h',
    params: ['student_name', 'mentor_name', 'class_time', 'join_link'],
    buttons: ['attend', 'cantMake'],
  },
  weekly_class_covered: {
    name: 'weekly_class_covered',
    params: ['student_name', 'class_time', 'mentor_name'],
  },
  weekly_class_cancelled: {
    name: 'weekly_class_cancelled',
    params: ['student_name', 'class_time', 'dashboard_link'],
    buttons: ['makeUp'],
  },
  weekly_class_closed: {
    name: 'weekly_class_closed',
    params: ['student_name', 'class_time', 'dashboard_link'],
    buttons: ['makeUp'],
  },
  progress_report: {
    name: 'progress_report',
    params: ['student_name', 'month', 'dashboard_link'],
  },
  make_up_expiring: {
    name: 'make_up_expiring',
    params: ['student_name', 'last_day', 'dashboard_link'],
  },
  waitlist_offer: {
    name: 'waitlist_offer',
    params: ['parent_name', 'student_name', 'class_time', 'hold_until', 'claim_link'],
    privateParams: ['claim_link'],
  },
  // A full weekly hour's offer: the same parameters (waitlist-params.ts), about a weekly hour.
  hour_offer: {
    name: 'hour_offer',
    params: ['parent_name', 'student_name', 'class_time', 'hold_until', 'claim_link'],
    privateParams: ['claim_link'],
  },
};

export type Parameters = Record<string, string>;

/** The class time in the family's zone, with Nairobi's beside it only when the family's clock reads
 *  otherwise ("Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)"; the rule is mail/class-time.ts's,
 *  as the mails write it), in the booking's language (a Kiswahili time carries its reading). */
export function timeParams(b: Pick<BookingRecord, 'date' | 'time' | 'country' | 'language'>): { class_time: string } {
  const { formats } = catalogueIn(languageOr(b.language));
  return { class_time: formats.classTime(b.date, b.time, b.country.tz).full };
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

/** A template's body in `language` (a record's, English when unknown), the school's name
 *  (settings.yaml `site.brandName`) written where the words say `{school}`. */
export function templateBody(name: TemplateName, language: unknown, school: string): string {
  return catalogueIn(languageOr(language)).whatsapp.bodies[name].replaceAll('{school}', school);
}

/** The template's text in `language` with its parameters filled in: what the SMS says, and what a person reads. */
export function renderTemplate(name: TemplateName, params: Parameters, language: unknown, school: string): string {
  const body = templateBody(name, language, school);
  return body.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}

/** A template's body in WhatsApp's numbered form: "Hello {{1}}, ..." */
export function numberedBody(spec: Pick<TemplateSpec, 'params'> & { body: string }): string {
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
