// The WhatsApp templates in each language: the English words of templates.ts and their
// Kiswahili twin (templates.sw.ts), under the language code WhatsApp's Cloud API names each
// approved translation by. A message is sent, and falls back to SMS, in the language stored
// on it (the record's language when it was queued). Pure.
import type { Dictionaries } from '../../i18n/dictionary';
import { LANGUAGES, languageOr, type Language } from '../../i18n/languages';
import {
  BUTTONS,
  TEMPLATES,
  numberedBody,
  templateSubmission,
  type ButtonKind,
  type Parameters,
  type TemplateName,
} from './templates';
import { BUTTON_TEXT_SW, EXAMPLE_SW, TEMPLATE_BODIES_SW } from './templates.sw';

export interface TemplateWords {
  bodies: Record<TemplateName, string>;
  buttons: Record<ButtonKind, string>;
}

const names = Object.keys(TEMPLATES) as TemplateName[];

export const TEMPLATE_WORDS: Dictionaries<TemplateWords> = {
  en: {
    bodies: Object.fromEntries(names.map((n) => [n, TEMPLATES[n].body])) as Record<TemplateName, string>,
    buttons: Object.fromEntries(Object.entries(BUTTONS).map(([kind, b]) => [kind, b.text])) as Record<ButtonKind, string>,
  },
  sw: { bodies: TEMPLATE_BODIES_SW, buttons: BUTTON_TEXT_SW },
};

/** The code each language's template is approved under (WhatsApp's own list: "en", "sw"). */
export const WHATSAPP_LANGUAGE_CODE: Record<Language, string> = { en: 'en', sw: 'sw' };

/** The language code a stored message is sent with: its language, English when unknown. */
export const whatsappLanguage = (language: unknown): string => WHATSAPP_LANGUAGE_CODE[languageOr(language)];

/** The template's text in `language` with its parameters filled in: what the SMS says. */
export function renderTemplateIn(name: TemplateName, params: Parameters, language: unknown): string {
  const body = TEMPLATE_WORDS[languageOr(language)].bodies[name];
  return body.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}

/** One template in one language, as WhatsApp's template manager takes it. */
export function templateSubmissionIn(name: TemplateName, language: Language) {
  const english = templateSubmission(TEMPLATES[name]);
  if (language === 'en') return english;
  const words = TEMPLATE_WORDS[language];
  const spec = { ...TEMPLATES[name], body: words.bodies[name] };
  return {
    ...english,
    language: WHATSAPP_LANGUAGE_CODE[language],
    components: english.components.map((component) => {
      if (component.type === 'BODY') {
        const english = (component as { example: { body_text: string[][] } }).example.body_text[0]!;
        const examples = spec.params.map((key, i) => EXAMPLE_SW[key] ?? english[i]!);
        return { ...component, text: numberedBody(spec), example: { body_text: [examples] } };
      }
      return { ...component, buttons: (spec.buttons ?? []).map((kind) => ({ type: 'QUICK_REPLY', text: words.buttons[kind] })) };
    }),
  };
}

/** Every template in every language: what `npm run messaging -- templates` prints. */
export const allTemplateSubmissions = () => LANGUAGES.flatMap((l) => names.map((name) => templateSubmissionIn(name, l.code)));
