// Each page's own words: its title, description and the text around its sections and islands.

/** "1-hour" for 60, "90-minute" for 90: before a noun. */
const lengthBeforeNoun = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`);

export const words = {
  bookClass: {
    title: 'Book a Free Trial Class',
    description: (minutes: number, brand: string) =>
      `Book a free ${lengthBeforeNoun(minutes)} live coding and AI trial class with a ${brand} mentor. Pick a day and time that suits your family.`,
    lead: 'Tell us about your child, choose a day and time, and we will send the class details to your email.',
    promises: {
      clock: (minutes: number) => `A ${lengthBeforeNoun(minutes)} live class with a real mentor`,
      globe: 'Times shown in your own time zone',
      rocket: 'Your child builds something on day one',
    },
  },
  pricing: {
    title: 'Pricing',
    description:
      'Plans for live online coding and AI classes, from one to four classes a week. Pay monthly, quarterly or yearly in Kenyan shillings or US dollars.',
    lead: 'Start with a free trial class, then choose the plan that fits your family.',
    notSure: 'Not sure which plan?',
    notSureText: 'Book a free trial class. After it, the mentor recommends a course and pace for your child.',
    bookTrial: 'Book a Free Trial',
  },
  programs: {
    title: 'Programs',
    description:
      'Four live online coding and AI courses for ages 5 to 17: Scratch Programming with AI, AI & Coding Champion, Prodigy and Grandmaster.',
    heading: 'Our Programs',
    lead: 'Live online coding and AI courses for Kindergarten to Grade 12, taught by real mentors.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description: (brand: string) =>
      `Answers for parents about ${brand}: ages, experience, devices, class times, payments, certificates and refunds.`,
    eyebrow: 'FAQ',
    lead: "Everything parents usually ask before the first class. Can't find your answer? We are happy to help.",
    list: 'Questions and answers',
    stillTitle: 'Still have questions?',
    stillText: 'Our admissions team answers every message, usually within a day.',
    contact: 'Contact Us',
    bookTrial: 'Book a Free Trial',
  },
  contact: {
    title: 'Contact',
    description: 'Contact our admissions team about courses, plans, free trial classes or group classes for your school.',
    heading: 'Contact Us',
    lead: 'Our admissions team is happy to help with courses, plans and group classes.',
  },
  projects: {
    title: 'Student Projects',
    description:
      'Websites, animations and Scratch games built by our learners from Kindergarten to Grade 12 in live online coding classes.',
    lead: 'Websites, animations and games made by our learners in live classes.',
  },
  testimonials: {
    title: 'Testimonials',
    description:
      'What parents and learners in Kenya, Uganda, Tanzania, Nigeria and South Africa say about our live online coding classes.',
    lead: 'Parents and learners across Africa on learning to code with us.',
  },
  login: {
    title: 'Sign in',
    description: (brand: string) => `Sign in to ${brand} with your Google account to see your child's free trial class.`,
  },
  pay: {
    title: 'Plan Payment',
    description: (brand: string) => `Pay for your ${brand} learning plan securely by card.`,
    back: '← Back to Pricing',
    heading: 'Plan payment',
  },
  enroll: {
    title: 'Enroll',
    description: (brand: string) => `Enroll your child at ${brand}.`,
  },
  dashboard: {
    title: 'My dashboard',
    description: (brand: string) => `Your child's free trial class at ${brand}.`,
  },
  move: {
    title: 'Move a class',
    description: (brand: string) => `Move a ${brand} class to another hour.`,
    eyebrow: 'Classes',
  },
  manage: {
    title: 'Your trial class',
    description: (brand: string) => `Change or cancel your child's free trial class at ${brand}.`,
  },
  donate: {
    title: 'Empower a Learner',
    description: (brand: string) =>
      `Donate to ${brand} and help a child in Africa gain a coding education through live online classes.`,
    eyebrow: 'Donate',
    lead: 'Help a child gain a coding education. Every donation funds live lessons with a mentor for a learner whose family cannot afford them.',
    section: 'Your donation',
    impact: [
      { title: 'Live classes', text: 'Your gift pays for real lessons with a mentor, not just videos.' },
      { title: 'Real projects', text: 'Learners build games, websites and AI projects they are proud of.' },
      { title: 'Talent, not money', text: 'Children who could not otherwise afford classes get their chance.' },
    ],
  },
  donatepay: {
    title: 'Donation Payment',
    description: (brand: string) => `Fund a child's coding education with ${brand}: a secure card donation.`,
    heading: 'Donation payment',
  },
  results: {
    home: 'Back to Home',
    readFaq: 'Read the FAQ',
    redirecting: 'Redirecting in',
    paused: 'Redirect paused while you use the link above.',
    /** How the countdown reads its number ({n}): one second, and more. */
    seconds: { one: '{n} second', many: '{n} seconds' },
  },
};

export type PageWords = typeof words;
