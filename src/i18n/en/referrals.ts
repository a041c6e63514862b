// Referral credits: the dashboard's share panel (the family's link, the WhatsApp message it
// prepares, the copy button), its credits, and what /api/referral answers.
export const words = {
  panel: {
    heading: 'Invite a friend',
    intro: (credit: string, upTo: boolean) =>
      `Share your link. When a family books a free trial through it and pays for a first plan, you both get ${upTo ? 'up to ' : ''}${credit} off your next payment.`,
    byWhatsApp: 'Share on WhatsApp',
    copy: 'Copy link',
    copied: 'Link copied.',
    linkLabel: 'Your link',
    /** The prepared WhatsApp message: the parent chooses whom to send it to. */
    message: (brand: string, link: string) =>
      `Our child is learning coding and AI online with ${brand}, and we like it. Book a free trial class for yours here: ${link}`,
    credits: 'Your referral credits',
    none: 'No referral credits yet.',
    creditLine: (amount: string, left: string, referred: boolean) =>
      `${amount} ${referred ? 'for joining through a friend' : 'for a friend who joined'}: ${left} left`,
    usedUp: 'used',
    nextPayment: 'Credits come off your next payment automatically.',
  },
  signIn: 'Please sign in to see your share link.',
  noFamily: 'Open your dashboard once to set up your family, then try again.',
};

export type ReferralWords = typeof words;
