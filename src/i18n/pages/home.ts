// The landing page's sections (also shown on /programs, /pricing, /projects, /testimonials and
// /contact). The Kiswahili twin is home.sw.ts.
import type { Dictionaries } from '../dictionary';
import { homeSw } from './home.sw';
import { classesText, discountBadge, periodLabel, periodSuffix } from '../../domain/pricing';

export const home = {
  title: 'Live coding and AI classes for kids and teens',
  hero: {
    eyebrow: 'Online coding and AI school for kids',
    titleStart: 'Coding and AI classes that turn curious kids into',
    titleEnd: 'creators',
    bullets: [
      'Live online classes with a real mentor, 1:1 or in small groups',
      'For ages 5 to 17, from Kindergarten to Grade 12',
      'Scratch, Python, web, games, robotics and AI',
      'Certificates accredited by an education standards body',
    ],
    bookTrial: 'Book a Free Trial',
    explore: 'Explore Courses',
  },
  tech: { title: 'Tools our learners use', pause: 'Pause the moving icons', region: 'Technologies' },
  programs: {
    eyebrow: 'Programs',
    title: 'Courses for every age and stage',
    lead: 'Live, project-based courses that grow with your child, from first blocks in Scratch to Python, web development and AI.',
    list: 'Courses',
    ages: (range: string) => `Ages ${range}`,
    grades: (range: string) => `Grades ${range}`,
    activities: 'Activities',
    lessons: 'Lessons',
    duration: 'Duration',
    achieve: 'What your child will achieve',
    bookTrial: 'Book a Free Trial',
    curriculum: 'View Curriculum',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple plans, flexible billing',
    lead: 'Choose how many live classes a week suit your child. Pay monthly, or save with quarterly and yearly billing.',
    grid: {
      plans: 'Plans',
      currency: 'Currency',
      period: 'Billing period',
      periods: periodLabel,
      suffix: periodSuffix,
      off: discountBadge,
      classes: classesText,
      popular: 'Most Popular',
      fullPrice: 'Full price ',
      enroll: 'Enroll',
      enrollIn: (plan: string) => ` in ${plan}`,
    },
  },
  who: {
    eyebrow: 'About us',
    title: 'Who We Are',
    text: 'We are an online coding school for children and teens across Africa. Our mentors teach live, interactive classes where every learner builds real projects: games, animations, websites, robots and AI.',
    belief:
      'We believe every child can learn to create with technology, not just use it. Our courses follow a clear path from Scratch to Python, web development and AI, with coding competitions and certificates along the way.',
    more: 'Learn More',
    moreAbout: ' about us',
    facts: [
      { value: 'K-12', label: 'Kindergarten to Grade 12' },
      { value: '5', label: 'countries: Kenya, Uganda, Tanzania, Nigeria, South Africa' },
      { value: '1:1', label: 'live classes with a mentor, or small groups' },
      { value: '100%', label: 'online, from home, in your time zone' },
    ],
  },
  faculty: {
    eyebrow: 'Our team',
    title: 'Meet Our Faculty',
    lead: 'Engineers and teachers from across the continent who love helping young people build things.',
    mentors: 'Our mentors',
    online: (name: string) => `${name} online`,
    on: (name: string, network: string) => `${name} on ${network}`,
  },
  admissions: {
    eyebrow: 'Admissions',
    title: 'Joining is easy',
    lead: 'From first hello to first class in four simple steps.',
    howToApply: 'How to Apply',
    step: (n: number) => `Step ${n}: `,
    steps: [
      {
        title: 'Fill out the online application form',
        text: 'Tell us about your child, their grade and what they would love to build.',
      },
      { title: 'Schedule a free trial class', text: 'Pick a time that suits your family for a live class with a mentor.' },
      {
        title: 'Get a personalised program recommendation',
        text: 'After the trial, the mentor suggests the right course and pace.',
      },
      { title: 'Complete enrollment', text: 'Choose a plan and start learning, with classes from the following week.' },
    ],
    questions: 'Questions parents ask',
    moreFaqs: 'See more FAQs',
    contactTeam: 'Contact Our Admissions Team',
  },
  projects: {
    eyebrow: 'Student projects',
    title: 'Made by our learners',
    lead: 'Real websites, animations and games built in class by children from Kindergarten to Grade 12.',
    kindergarten: 'Kindergarten',
    grade: (n: number) => `Grade ${n}`,
    types: { 'website development': 'Website development', animation: 'Animation', scratch: 'Scratch' },
    by: (name: string) => `By ${name}`,
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What parents and learners say',
    rated: (stars: number) => `Rated ${stars} out of 5`,
  },
  contact: {
    eyebrow: 'Contact',
    title: "We'd love to hear from you",
    lead: 'Questions about courses, plans or group classes for your school? Send us a message and our team will reply within one working day.',
    phone: 'Phone',
    email: 'Email',
    where: 'Where we are',
    formTitle: 'Send us a message',
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Group or company',
    optional: ' (optional)',
    message: 'How can we help?',
    send: 'Send Message',
  },
};

export type HomeWords = typeof home;

export const homeWords: Dictionaries<HomeWords> = { en: home, sw: homeSw };
