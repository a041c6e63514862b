// A second guardian's invite as the inviting parent sends it: the prepared WhatsApp message and
// the mail, in the inviter's language (the invite's rules: ../guardians.ts). Pure.
import { catalogueIn } from '../../i18n/catalogues';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';

/** The message a parent shares over WhatsApp: a wa.me link with the prepared text, no number (they choose whom). */
export function whatsappShare(language: Language, brand: Brand, inviter: string, url: string, hours: number) {
  const text = catalogueIn(language).guardians.share(brand.name, inviter, url, hours);
  return { text, href: `https://wa.me/?text=${encodeURIComponent(text)}` };
}

/** The invite by mail, in the inviter's language. */
export function inviteMail(language: Language, brand: Brand, inviter: string, url: string, hours: number): Mail {
  const w = catalogueIn(language).guardians.mail;
  return compose(brand, {
    template: 'guardian-invite',
    language,
    subject: w.subject(brand.name, inviter),
    heading: w.heading,
    blocks: [
      { kind: 'p', text: w.body(brand.name, inviter) },
      { kind: 'button', label: w.button, href: url },
      { kind: 'p', text: w.expires(hours) },
    ],
  });
}
