// `npm run messaging -- templates`: prints every WhatsApp template in every language
// (src/messages/whatsapp/templates.ts with each language's words from src/i18n/<language>/whatsapp.ts, paired in
// template-language.ts) in the shape WhatsApp's template manager takes (name, language,
// category, components with {{1}} placeholders, examples and buttons), one JSON document, so
// the school can submit them (Business Manager, or POST /{waba-id}/message_templates each).
import { loadTs } from './lib/load-ts.mjs';
import { schoolName } from './lib/school-name.mjs';

const [command] = process.argv.slice(2);
if (command !== 'templates') {
  console.error('Usage: npm run messaging -- templates');
  process.exit(command ? 1 : 0);
}

const { allTemplateSubmissions } = await loadTs('src/messages/whatsapp/template-language.ts');
console.log(JSON.stringify(allTemplateSubmissions(schoolName()), null, 2));
