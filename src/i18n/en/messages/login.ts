// The messages area's login part (/login's card, and the sign-in of /mentor and /staff): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
export const words = {
  intro: "Sign in to see your child's trial class, or book one in a minute.",
  button: 'Sign in with Google',
  signingIn: 'Signing in...',
  backToWebsite: '← Back to Website',
  /** `raw`: the sign-in service's own text; `ours`: our sentence, when the failure is one we name. */
  failed: (raw: string, ours?: string) => `Sign-in failed: ${ours ?? raw}`,
  /** After Google's sign-in, when the site's session could not be started (shown after "Sign-in failed: "). */
  notConfirmed: (limited: boolean) =>
    limited
      ? 'Too many sign-ins. Please wait a few minutes and try again.'
      : 'We could not confirm your sign-in. Please try again.',
  welcome: (name: string | null | undefined) =>
    `Welcome ${name || 'there'}! We see you're interested in our coding classes. Press OK to book a free trial class.`,
} as const;

export type LoginMessages = Wording<typeof words>;
