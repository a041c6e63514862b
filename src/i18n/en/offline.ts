// The words of the site on a phone: the installed app's name and description (the web app
// manifest), the line on a page kept from the last visit, and what an action says with no signal.
export const words = {
  manifest: {
    /** The app's name on the home screen: the brand itself. */
    name: (brand: string) => brand,
    description: (brand: string) =>
      `${brand}: live coding and AI classes for children. Your classes and bookings, even with no signal.`,
  },
  /** The line on a page shown from this phone's copy; `when` is the time it was saved. */
  keptAt: (when: string) => `You're offline. This is the copy saved on this phone ${when}.`,
  /** What an action that needs the server says with no connection; the form keeps what was typed. */
  needsConnection: "This needs a connection. What you typed is still here: try again once you're back online.",
};

export type OfflineWords = typeof words;
