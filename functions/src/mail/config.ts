// The mail sender's configuration: the SMTP server (a Functions secret), the site's public
// origin (a param), and the brand, From address and school inbox (settings.yaml, read in
// platform/content.ts).
import { defineSecret, defineString } from 'firebase-functions/params';
import type { Brand } from '../../../src/domain/mail/layout';
import { siteSettings } from '../platform/content';

/** e.g. smtps://user:password@smtp.example.com:465; locally MailDev's smtp://127.0.0.1:1025. */
export const smtpUrl = defineSecret('SMTP_URL');
export const siteUrl = defineString('SITE_URL', {
  default: 'https://jengacode.example',
  description: 'The public origin of the site, used for links in mail (manage link, pages).',
});

const settings = siteSettings;

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
