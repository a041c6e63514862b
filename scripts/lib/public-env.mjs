// @ts-check
// The browser's configuration: every PUBLIC_* variable, typed and with its default, declared
// once for astro:env (astro.config.mjs) and read in code through `astro:env/client`
// (src/services/config.ts, src/content/read.ts). .env.example says what each one is for.
// The staff console is bundled outside Astro (src/integrations/staff-console/bundle.mjs); it gets the
// same module from clientEnvModule below.
import { envField } from 'astro/config';

const text = (defaultValue = '') => envField.string({ context: 'client', access: 'public', default: defaultValue });
const optionalText = () => envField.string({ context: 'client', access: 'public', optional: true });

export const PUBLIC_ENV_SCHEMA = {
  PUBLIC_SITE_URL: envField.string({ context: 'client', access: 'public', url: true, default: 'https://jengacode.example' }),
  /** Override settings.yaml's contact details for a deployment. */
  PUBLIC_SUPPORT_PHONE: optionalText(),
  PUBLIC_CONTACT_EMAIL: optionalText(),
  PUBLIC_FIREBASE_PROJECT_ID: text(),
  PUBLIC_FIREBASE_API_KEY: text(),
  /** Defaults to <project id>.firebaseapp.com. */
  PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText(),
  PUBLIC_FIREBASE_APP_ID: text(),
  /** Defaults to true for a demo- project. */
  PUBLIC_USE_EMULATORS: envField.boolean({ context: 'client', access: 'public', optional: true }),
  PUBLIC_AUTH_EMULATOR_URL: text(),
  PUBLIC_FIRESTORE_EMULATOR_HOST: text(),
  PUBLIC_FIRESTORE_EMULATOR_PORT: envField.number({ context: 'client', access: 'public', int: true, default: 0 }),
  PUBLIC_PAYSTACK_PUBLIC_KEY: text(),
  PUBLIC_PAYSTACK_SCRIPT_URL: text(),
  PUBLIC_VERIFY_PAYMENT_URL: text('/api/verifyPayment'),
};

/**
 * `astro:env/client` as Astro builds it, from `read(name)` (empty when unset): the staff
 * console's bundle resolves that import to this source.
 * @param {(name: string) => string} read
 */
export function clientEnvModule(read) {
  return Object.entries(PUBLIC_ENV_SCHEMA)
    .map(([name, field]) => {
      const raw = read(name);
      /** @type {unknown} */
      let value = raw === '' ? field.default : raw;
      if (raw !== '' && field.type === 'number') value = Number.parseFloat(raw);
      if (raw !== '' && field.type === 'boolean') value = raw === 'true';
      return `export const ${name} = ${value === undefined ? 'undefined' : JSON.stringify(value)};`;
    })
    .join('\n');
}
