// /about's words (the page and its sections in src/components/about).
export const words = {
  title: 'About Us',
  description: (brand: string, countries: string) =>
    `${brand} is a 100% online coding and AI school for children and teens aged 5 to 18 in ${countries}: live, interactive classes in groups or one-on-one.`,
  hero: {
    title: "Helping Africa's children learn, build and succeed with code",
    lead: (brand: string) =>
      `${brand} is an online coding and AI school for children and teens aged 5 to 18. Our classes are 100% online, live and interactive, with group or one-on-one options.`,
    bookTrial: 'Book a Free Trial',
    programs: 'Explore Programs',
  },
  who: {
    eyebrow: 'Who We Are',
    title: 'A school built for curious young minds',
    started: (brand: string) =>
      `We are teachers, engineers and mentors from across Africa. We started ${brand} because every child deserves the chance to create with technology, not only to use it.`,
    learn:
      'From a first Scratch animation to a working AI project, our learners learn by making things they are proud to show their families, in live classes with mentors who know them by name.',
    facts: {
      countries: 'countries across Africa',
      ages: 'ages 5 to 18',
      online: 'online, live classes',
      groups: 'or small-group options',
    },
  },
  mission: {
    eyebrow: 'Why we exist',
    title: 'Our Mission & Vision',
    missionTitle: 'Our Mission',
    mission:
      'To give every child in Africa a joyful, practical path into coding and AI, with live classes from caring mentors at times and prices that work for families.',
    visionTitle: 'Our Vision',
    vision:
      'A generation of young Africans who build the technology their communities need, and who see themselves as creators, inventors and leaders.',
  },
  offer: {
    eyebrow: 'What We Offer',
    title: 'From first blocks to real AI projects',
    lead: 'A curriculum that grows with your child, with a clear next step at every age.',
    items: [
      { title: 'Scratch', text: 'Playful first steps: stories, music and games made by snapping blocks together.' },
      { title: 'Python', text: 'Real programming in clear, friendly steps, from puzzles to working with data.' },
      { title: 'Web development', text: 'HTML, CSS and JavaScript, so learners design and publish their own websites.' },
      { title: 'Game development', text: 'Plan, build and playtest games, from arcade ideas to multi-level adventures.' },
      { title: 'Robotics', text: 'Sensors, motors and micro-controllers brought to life in live online classes.' },
      { title: 'AI for older students', text: 'How machines learn from examples, and how to build and use AI responsibly.' },
      { title: 'Coding competitions', text: 'Friendly challenges and hackathons that grow confidence and teamwork.' },
      { title: 'Project-based learning', text: 'Every course ends in real projects that learners present and share.' },
      { title: 'Accredited certificates', text: 'A certificate for each course, accredited by an education standards body.' },
    ],
  },
  teach: {
    eyebrow: 'How We Teach',
    title: '100% online, live and interactive',
    points: [
      {
        title: 'Live with a real mentor',
        text: 'Every class is taught live, never a recorded video. Learners ask questions, share their screens and get help on the spot.',
      },
      {
        title: 'Group or one-on-one',
        text: 'Choose one-on-one classes for full attention, or small groups to learn alongside other children.',
      },
      { title: 'Learn by building', text: 'Each lesson ends with something that works: a game, a web page, a program.' },
      { title: 'Parents in the loop', text: 'Clear updates on progress, and easy rescheduling when school gets busy.' },
    ],
    stepsTitle: 'A class in four steps',
    steps: [
      'A warm-up challenge',
      'One new idea, explained simply',
      'Build it together, step by step',
      'Show and tell: share what you made',
    ],
  },
  serve: {
    eyebrow: 'Who We Serve',
    title: 'Learners aged 5 to 18, and the families behind them',
    lead: 'Classes are grouped by grade, so every learner starts at the right level.',
    grades: 'Grade groups',
    children: {
      title: 'Children and teens',
      text: 'Curious learners from Kindergarten to Grade 12, whether they have never coded or already build their own apps.',
    },
    parents: {
      title: 'Parents and guardians',
      text: 'Who book a free trial, create accounts for their children and follow their progress.',
      link: 'Book a free trial',
    },
    donors: {
      title: 'Donors',
      text: "Who fund a child's coding education so talent, not money, decides who learns.",
      link: 'Empower a Learner',
    },
  },
  reach: {
    eyebrow: 'Our Reach',
    title: (count: number) => `Learning together in ${count} countries`,
    lead: 'Families book classes in their own time zone, and mentors teach across the continent.',
    time: (city: string) => `${city} time`,
  },
  cta: {
    title: 'See a live class for yourself',
    text: 'Book a free trial class. Your child meets a mentor, builds something small and fun, and you get a recommended program.',
    bookTrial: 'Book a Free Trial',
    faq: 'Read the FAQ',
  },
};

export type AboutWords = typeof words;
