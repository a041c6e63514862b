// /terms' words; a lawyer reads every language's before launch.
export const words = {
  title: 'Terms & Conditions',
  description: (brand: string) =>
    `The terms that apply when you use ${brand}'s website, book classes, create an account or pay for a plan.`,
  eyebrow: 'Legal',
  lead: (brand: string) => `Please read these terms carefully. They apply to everyone who uses the ${brand} website and classes.`,
  onThisPage: 'On this page',
  sections: {
    acceptance: 'Acceptance of Terms',
    services: 'Services Provided',
    accounts: 'User Accounts',
    payments: 'Payments and Refunds',
    content: 'Content Usage',
    privacy: 'Privacy',
    disclaimers: 'Disclaimers',
    modifications: 'Modifications',
    'governing-law': 'Governing Law',
  },
  acceptance: (brand: string) =>
    `By using the ${brand} website, booking a class, creating an account or making a payment, you agree to these Terms & Conditions. If you do not agree, please do not use our services.`,
  services: (brand: string) =>
    `${brand} provides live, online coding and AI classes for children and teens, taught by mentors in groups or one-on-one. Services include free trial classes, paid learning plans, learning materials, coding competitions and certificates of completion.`,
  accounts:
    'Parents or guardians create accounts for their children and are responsible for them. Please keep your sign-in details safe and give accurate information when booking or paying. You are responsible for everything done through your account.',
  payments:
    'Fees for a plan are paid upfront, for the period you choose (monthly, quarterly or yearly). Payments are processed securely by our card payment provider. Refunds follow the refund policy published on this site; contact us and we will help.',
  content:
    'Lessons, videos, exercises and other materials are for the personal use of the enrolled learner only. Please do not copy, share, resell or publish them without our written permission. Projects your child creates belong to your child.',
  privacy: {
    collect:
      'We collect your name, email and phone number to register you and your child and to arrange classes. We do not share this information with anyone without your consent.',
    kept: 'We keep what you give us only as long as we need it:',
    remove:
      'You can remove a child yourself on your dashboard: their trial classes and our recommendations for them are deleted. Write to us at',
    erase:
      'and we delete everything we hold about your family, and your sign-in account. Payment records are the one exception: the law makes us keep them, so we keep them without your names, email or phone number.',
  },
  disclaimers:
    'We work hard to give every learner excellent classes, but every child learns at their own pace and we cannot promise particular results. Classes depend on your device and internet connection, which are your responsibility.',
  modifications:
    'We may update these terms from time to time. The current version is always on this page, and continuing to use our services after a change means you accept the updated terms.',
  governingLaw: 'These terms are governed by the laws of',
  questions: { before: 'Questions about these terms? Email us at', or: 'or visit our', contactPage: 'contact page' },
};

export type TermsWords = typeof words;
