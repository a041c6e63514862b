// A family's second guardian: the dashboard's panel, the invite (mail and WhatsApp message),
// the page that takes it, and what /api/guardians answers.
import type { Wording } from '../wording';

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

export const words = {
  panel: {
    heading: 'Guardians',
    intro: 'Invite a second parent or guardian. They sign in with Google and see the same children, classes and payments.',
    emailLabel: 'Their email',
    byEmail: 'Send invite by email',
    byWhatsApp: 'Share invite on WhatsApp',
    sent: (email: string) => `Invite sent to ${email}.`,
    shareReady: 'Your WhatsApp message is ready: choose who to send it to.',
    expires: (hours: number) => `The link works once, for ${hoursText(hours)}.`,
    you: 'You',
    remove: 'Remove',
    leave: 'Leave this family',
    removed: 'Removed. They no longer see this family.',
    left: 'You have left this family.',
    guardianOf: 'You are a guardian of this family.',
  },
  page: {
    title: 'Join your family',
    description: (brand: string) => `Accept an invite to follow your family's classes at ${brand}.`,
    intro: (brand: string) => `You have been invited to follow your child's classes at ${brand}. Sign in with Google to accept.`,
    signIn: 'Sign in with Google',
    accepting: 'Joining your family…',
    joined: 'Welcome! You now see your family on your dashboard.',
    toDashboard: 'Go to my dashboard',
    noLink: 'This page needs the link from your invite. Please open the link you were sent.',
  },
  refused: {
    signIn: 'Please sign in with Google to accept this invite.',
    notFound: 'This invite link is not valid. Ask for a new one.',
    used: 'This invite link has already been used. Ask for a new one.',
    expired: 'This invite link has expired. Ask for a new one.',
    revoked: 'This invite was withdrawn. Ask for a new one.',
    own: 'This is your own invite: send it to the other parent or guardian.',
    member: 'You are already a guardian of a family. Leave it first to join another.',
    full: 'This family already has all the guardians it may have.',
    noFamily: 'Open your dashboard first, then invite.',
    notGuardian: 'We could not find that guardian in your family.',
    last: 'You are the only guardian of this family, so you cannot leave it. To close the family and erase its records, write to the school.',
    left: 'You have left this family, so you no longer see its children, classes or payments. Ask its guardian for a new invite to join again.',
    unreadable: 'Please check the email address.',
  },
  mail: {
    subject: (brand: string, inviter: string) => `${inviter} invited you to ${brand}`,
    heading: 'Hello,',
    body: (brand: string, inviter: string) =>
      `${inviter} invited you to follow your child's coding classes at ${brand}: classes, reports, certificates and payments. Sign in with Google to accept.`,
    button: 'Accept the invite',
    expires: (hours: number) => `The link works once, for ${hoursText(hours)}.`,
  },
  share: (brand: string, inviter: string, url: string, hours: number) =>
    `${inviter} invited you to follow our child's classes at ${brand}. Open this link and sign in with Google (it works once, for ${hoursText(hours)}): ${url}`,
} as const;

export type GuardianWords = Wording<typeof words>;
