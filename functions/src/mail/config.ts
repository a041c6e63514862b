// The mail sender's configuration: the SMTP server (a Functions secret), the site's public
// origin (a param), and the brand, From address and school inbox (settings.yaml).
import { defineSecret, defineString } from 'firebase-functions/params';
import settingsData from '../../../src/content/settings.yaml';
import type { Brand } from '../../../src/domain/mail/layout';

/** e.g. smtps://user:password@smtp.example.com:465; locally MailDev's smtp://127.0.0.1:1025. */
export const smtpUrl = defineSecret('SMTP_URL');
export const siteUrl = defineString('SITE_URL', {
  default: 'https://jengacode.example',
  description: 'The public origin of the site, used for links in mail (manage link, pages).',
});

interface SiteSettings {
  brandName: string;
  supportPhone: string;
  contactEmail: string;
  staffEmail: string;
}

function readSettings(data: unknown): SiteSettings {
  // The site's build validates settings.yaml with its zod schema; here we only refuse to
  // run without the four fields mail needs.
  const site = (data as { site?: Record<string, unknown> } | null)?.site ?? {};
  for (const field of ['brandName', 'supportPhone', 'contactEmail', 'staffEmail'] as const) {
    if (typeof site[field] !== 'string' || site[field] === '') throw new Error(`settings.yaml: site.${field} is missing`);
  }
  return site as unknown as SiteSettings;
}

const settings = readSettings(settingsData);

/** The school as the templates print it; the site origin comes from SITE_URL at run time. */
export function brand(): Brand {
  return {
    name: settings.brandName,
    siteUrl: siteUrl.value().replace(/\/+$/, ''),
    supportPhone: settings.supportPhone,
    contactEmail: settings.contactEmail,
  };
}

/** The school's inbox for notices. */
export const staffEmail = (): string => settings.staffEmail;

/** Every mail comes from the school's public address: "JengaCode <hello@jengacode.example>". */
export function fromAddress(): string {
  return `${settings.brandName} <${settings.contactEmail}>`;
}
