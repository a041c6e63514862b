// A child's monthly progress report.
export const words = {
  subject: (student: string, month: string, brand: string) => `${student}'s progress report for ${month} · ${brand}`,
  intro: (student: string, month: string) => `Here is ${student}'s progress for ${month}.`,
  counts: { attended: 'Classes attended', missed: 'Classes missed', cancelled: 'Classes cancelled by the school' },
  /** "Scratch, with Amina" */
  course: (course: string, mentor: string) => (mentor ? `${course}, with ${mentor}` : course),
  notes: "The mentor's notes:",
  project: (title: string) => `Project: ${title}`,
  next: 'What comes next:',
  see: 'See it on your dashboard',
};
