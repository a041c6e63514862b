// What every notice prints of the school: the brand and contact details and the trial's rules
// (settings.yaml, read in platform/content.ts), the site's public origin (a param) for links, and the school's
// inbox that staff notices go to.
import { defineString } from 'firebase-functions/params';
import type { Brand } from '../../../src/messages/mail/layout';
import { siteSettings, trialRules } from '../platform/content';

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
    trial: trialRules,
  };
}

/** The school's inbox for notices. */
export const staffEmail = (): string => settings.staffEmail;
