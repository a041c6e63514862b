// A payment's receipt to the payer (a plan or a donation), and the note for a payment kept for review.
export const words = {
  billingPeriod: (period: string, from: string, to: string) => `${period}: ${from} to ${to}`,
  classesLabel: 'Classes',
  paidUntilLabel: 'Paid until',
  donation: {
    subject: (brand: string, amount: string) => `Thank you for your donation to ${brand}: ${amount}`,
    heading: (name: string) => (name ? `Thank you, ${name}!` : 'Thank you!'),
    thanks: (brand: string) => `Your gift helps more children in Africa learn to code with ${brand}. This is your receipt.`,
  },
  plan: {
    /** "Starter plan, monthly" */
    what: (plan: string, period: string) => `${plan} plan, ${period.toLowerCase()}`,
    unnamed: 'plan payment',
    subject: (brand: string, what: string, amount: string) => `Your ${brand} receipt: ${what}, ${amount}`,
    heading: 'Thank you for your payment',
    received: 'We received your payment. This is your receipt; we will be in touch on WhatsApp to schedule the classes.',
  },
  review: {
    subject: (brand: string, amount: string) => `We received your payment to ${brand}: ${amount}`,
    heading: 'Thank you! We have received your payment.',
    note: "Its amount is not one of today's plan prices, so our team will check it and email you to confirm your plan. Please don't pay again.",
  },
};
