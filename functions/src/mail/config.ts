// The mail sender's configuration: the SMTP server (a Functions secret) and the From
// address (settings.yaml, read in platform/content.ts). The brand and the school's inbox
// that queued mail prints are in notices/brand.ts.
import { defineSecret } from 'firebase-functions/params';
import { siteSettings } from '../platform/content';

/** e.g. smtps://user:password@smtp.example.com:465; locally MailDev's smtp://127.0.0.1:1025. */
export const smtpUrl = defineSecret('SMTP_URL');

/** Every mail comes from the school's public address: "JengaCode <hello@jengacode.example>". */
export function fromAddress(): string {
  return `${siteSettings.brandName} <${siteSettings.contactEmail}>`;
}
