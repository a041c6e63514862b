// The WhatsApp templates in every language, as WhatsApp's template manager takes them: each
// template's body from its language's `whatsapp` area, under the language code WhatsApp's
// Cloud API names each approved translation by. A message is sent, and falls back to SMS, in
// the language stored on it (the record's language when it was queued). Pure.
import type { Dictionaries } from '../../i18n/dictionary';
import { catalogueIn, type Catalogue } from '../../i18n/catalogues';
import { LANGUAGES, languageOr, type Language } from '../../i18n/languages';
import { TEMPLATES, numberedBody, renderTemplate, templateBody, type Parameters, type TemplateName } from './templates';

/** Every language's template words, by language (the messaging stand-in loads them). */
export const TEMPLATE_WORDS: Dictionaries<Catalogue['whatsapp']> = Object.fromEntries(
  LANGUAGES.map((l) => [l.code, catalogueIn(l.code).whatsapp]),
) as Dictionaries<Catalogue['whatsapp']>;

/** The language code a stored message is sent with (its language's `whatsapp.languageCode`), English's when unknown. */
export const whatsappLanguage = (language: unknown): string => catalogueIn(languageOr(language)).whatsapp.languageCode;

/** The template's text in `language` with its parameters and the school's name filled in: what the SMS says. */
export const renderTemplateIn = (name: TemplateName, params: Parameters, language: unknown, school: string): string =>
  renderTemplate(name, params, language, school);

/** Example values for the template manager (it asks for one per parameter): names, links and
 *  amounts here, anything that reads in words from the language's `whatsapp.examples`. */
const EXAMPLE: Parameters = {
  parent_name: 'Amina',
  student_name: 'Wanjiru',
  manage_link: 'https://jengacode.example/manage#AbC123',
  course: 'AI & Coding Champion',
  enroll_link: 'https://jengacode.example/enroll#AbC123',
  amount: 'KES 6,000',
  pay_link: 'https://jengacode.example/enroll#AbC123',
  certificate_link: 'https://jengacode.example/certificates/JC-7K2M-9QXD-4HRT-0BWE-V',
  dashboard_link: 'https://jengacode.example/dashboard',
  claim_link: 'https://jengacode.example/waitlist#AbC123',
  mentor_name: 'Baraka',
  join_link: 'https://meet.example/abc-defg-hij',
};

/** One template in one language, as WhatsApp's template manager (POST /{waba-id}/message_templates) takes it,
 *  the school's name (settings.yaml `site.brandName`) written in. */
export function templateSubmissionIn(name: TemplateName, language: Language, school: string) {
  const spec = TEMPLATES[name];
  const words = catalogueIn(language).whatsapp;
  const examples: Parameters = { ...EXAMPLE, ...words.examples };
  return {
    name: spec.name,
    language: words.languageCode,
    category: 'UTILITY',
    components: [
      {
        type: 'BODY',
        text: numberedBody({ params: spec.params, body: templateBody(name, language, school) }),
        example: { body_text: [spec.params.map((key) => examples[key] ?? key)] },
      },
      ...(spec.buttons?.length
        ? [{ type: 'BUTTONS', buttons: spec.buttons.map((kind) => ({ type: 'QUICK_REPLY', text: words.buttons[kind] })) }]
        : []),
    ],
  };
}

const names = Object.keys(TEMPLATES) as TemplateName[];

/** Every template in every language: what `npm run messaging -- templates` prints. */
export const allTemplateSubmissions = (school: string) =>
  LANGUAGES.flatMap((l) => names.map((name) => templateSubmissionIn(name, l.code, school)));
