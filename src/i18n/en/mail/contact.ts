// The acknowledgement to whoever wrote from the contact form. It carries nothing the sender typed.
export const words = {
  subject: (brand: string) => `We received your message · ${brand}`,
  thanks: (brand: string) => `Thank you for writing to ${brand}. We read every message and answer within one working day.`,
  answer: 'Our answer will come by email to this address. If you did not write to us, you can ignore this mail.',
};
