// The words of every page's shell: the skip link, the top bar, the footer, the floating buttons
// and the language link.
export const words = {
  skipLink: 'Skip to content',
  topBar: {
    nav: 'Main',
    home: (brand: string) => `${brand} home`,
    courses: 'Courses',
    pricing: 'Pricing',
    contact: 'Contact',
    careers: 'Careers',
    login: 'Login',
    donate: 'Empower a Learner',
    bookTrial: 'Book Trial',
    menu: 'Menu',
  },
  footer: {
    questionsTitle: 'Got Questions?',
    questionsLabel: "Your email, and we'll get back to you",
    send: 'Send',
    socials: 'Social media',
    on: (brand: string, network: string) => `${brand} on ${network}`,
    company: 'Company',
    popularCourses: 'Popular Courses',
    premiumTracks: 'Premium Tracks',
    rights: 'All rights reserved.',
  },
  quickHelp: {
    label: 'Quick help',
    toTop: 'Back to top',
    chat: 'Chat with us on WhatsApp (opens in a new tab)',
  },
  /** Names the list of language links (each link names its language in that language). */
  languages: 'Language',
  back: '← Back',
};

export type ShellWords = typeof words;
