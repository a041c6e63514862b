// /careers' words (the roles themselves come from src/content/careers.yaml).
export const words = {
  title: 'Careers',
  description: (brand: string) =>
    `Join ${brand}: teach coding and AI to children and teens across Africa. See our open roles and how to apply.`,
  hero: {
    title: 'Teach the next generation of African creators',
    lead: (brand: string) =>
      `${brand} is growing. Join mentors and staff who help children and teens learn, build and succeed with code.`,
    roles: 'See open roles',
    apply: 'How to apply',
  },
  perksLabel: 'Why work with us',
  perks: [
    { title: 'Teach from anywhere', text: 'Remote roles across Africa, with class times that fit your week.' },
    { title: 'Work that matters', text: "Open a door to technology for children who will build Africa's future." },
    { title: 'A team that helps', text: 'Training, lesson plans and mentors who have taught thousands of learners.' },
  ],
  roles: {
    eyebrow: 'Open roles',
    open: (count: number) => `${count} ${count === 1 ? 'role' : 'roles'} open now`,
    lookFor: 'What we look for',
    apply: 'Apply for this role',
    /** The mail's subject line, read by the school's staff: kept in English in every language. */
    subject: (title: string) => `Application: ${title}`,
  },
  howTo: {
    eyebrow: 'How to apply',
    title: 'Send us an email',
    lead: "Don't see your role? Write to us anyway: we love hearing from people who care about children and code.",
    steps: (email: string) => [
      `Email ${email} with the role's title in the subject line.`,
      'Attach your CV and a few lines on why you love teaching young people.',
      'We reply within two weeks; shortlisted people teach a short demo class.',
    ],
  },
};

export type CareersWords = typeof words;
