// The Kiswahili twin of booking-words.ts.
import type { BookingWords } from '../en/booking';

export const words: BookingWords = {
  // Minutes, never "saa 1": a count of hours reads like a clock time in Kiswahili.
  sessionLength: (minutes) => `dakika ${minutes}`,
  fields: {
    legend: 'Mwanafunzi na mzazi',
    studentName: 'Jina la mwanafunzi',
    grade: 'Darasa (shuleni)',
    chooseGrade: 'Chagua darasa',
    parentName: 'Jina la mzazi',
    email: 'Barua pepe ya mzazi',
    country: 'Nchi',
    phone: 'Namba ya WhatsApp',
    phoneHint: 'Tunatuma kiungo cha darasa kwa WhatsApp.',
    whoFor: 'Darasa la majaribio ni la nani?',
    anotherChild: 'Mtoto mwingine',
  },
  days: {
    legend: 'Chagua siku',
    today: 'Leo',
    todayIs: (label) => `Leo, ${label}`,
    dayNumber: (n) => `Siku ya ${n}`,
  },
  times: {
    legend: 'Chagua muda',
    shownIn: (country, zone, length) => `Muda wa ${country} (${zone}). Kila darasa huchukua ${length}.`,
    full: 'Imejaa',
    yours: 'Lako',
    fullNote: ', imejaa',
    pastNote: ', umeshapita',
    yoursNote: ', darasa lako',
  },
  summary: {
    title: 'Muhtasari wa nafasi',
    notSet: 'Bado',
    stillNeeded: (parts) => `Bado tunahitaji: ${parts}.`,
    free: 'Darasa la majaribio ni bure. Hakuna malipo.',
    student: 'Mwanafunzi',
    parent: 'Mzazi',
    email: 'Barua pepe',
    whatsapp: 'WhatsApp',
    class: 'Darasa',
    missingStudentName: 'jina la mwanafunzi',
    missingGrade: 'darasa la shuleni',
    missingParentName: 'jina la mzazi',
    missingEmail: 'barua pepe sahihi',
    missingPhone: 'namba sahihi ya WhatsApp',
    missingTime: 'muda wa darasa',
  },
};
