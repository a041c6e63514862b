// /dashboard's own words (its cards, greeting, trial classes); what it shares with /manage
// (a class's state, its title, the WhatsApp link) is in manage.ts.
import type { Wording } from '../wording';

export const words = {
  title: 'My dashboard',
  loading: 'Loading your dashboard…',
  signInPrompt: "Sign in with your Google account to see your child's free trial class.",
  signIn: 'Sign in',
  newHere: 'New here?',
  loadFailed: "We couldn't load your dashboard. Check your connection and try again.",
  signOutFailed: 'Sign-out failed. Check your connection and try again.',
  signingOut: 'Signing out…',
  signOut: 'Sign out',
  hello: (firstName: string) => (firstName ? `Hello, ${firstName}!` : 'Hello!'),
  signedInAs: (email: string) => `Signed in as ${email}`,
  noBooking: {
    title: 'No trial class booked yet',
    text: "Your child's first live coding class is free. Pick a day and time that suits you; it takes about a minute.",
  },
  questions: 'Questions?',
  chatWithTeam: 'Chat with our team on WhatsApp.',
  close: 'Close',
  loadingPanel: 'Loading…',
  past: 'Past',
  grade: 'Grade: ',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
} as const;

export type DashboardWords = Wording<typeof words>;
