// The school's recommendation after a trial, with the private enrollment link.
export const words = {
  subject: (student: string, brand: string) => `${student}'s learning plan from ${brand}`,
  thanks: (student: string) => `Thank you for joining the free trial class. Here is the program we recommend for ${student}.`,
  howToEnroll: 'To enroll, pay securely by card or M-Pesa from your private link. Keep it to yourself.',
  enroll: (student: string) => `Enroll ${student}`,
};
