// messages.ts's login area (/login's card, and the sign-in of /mentor and /staff): a module of
// its own, so an island that shows these words loads none of the other areas. messages.ts gathers
// every area; the Kiswahili twin is this area of messages.sw.ts.

export const loginMessages = {
  intro: "Sign in to see your child's trial class, or book one in a minute.",
  button: 'Sign in with Google',
  signingIn: 'Signing in...',
  backToWebsite: '← Back to Website',
  failed: (message: string) => `Sign-in failed: ${message}`,
  /** After Google's sign-in, when the site's session could not be started (shown after "Sign-in failed: "). */
  notConfirmed: (limited: boolean) =>
    limited
      ? 'Too many sign-ins. Please wait a few minutes and try again.'
      : 'We could not confirm your sign-in. Please try again.',
  welcome: (name: string | null | undefined) =>
    `Welcome ${name || 'there'}! We see you're interested in our coding classes. Press OK to book a free trial class.`,
} as const;
