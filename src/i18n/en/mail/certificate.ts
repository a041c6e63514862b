// A certificate awarded or withdrawn.
export const words = {
  awarded: {
    subject: (student: string, brand: string, course: string) => `${student} earned a ${brand} certificate: ${course}`,
    congratulations: (student: string, course: string) => `Congratulations! ${student} has completed ${course}.`,
    share: 'Anyone you share the link with can check that the certificate is genuine. Print it from the same page.',
    see: 'See the certificate',
  },
  revoked: {
    subject: (student: string, number: string) => `${student}'s certificate ${number} was withdrawn`,
    withdrawn: (number: string, course: string) =>
      `The school has withdrawn certificate ${number} (${course}). Its page now says so.`,
    mistake: 'If you think this is a mistake, reply to this email.',
    see: 'See the certificate page',
  },
  label: {
    certificate: 'Certificate',
    awarded: 'Awarded',
    accredited: 'Accredited by',
  },
};
