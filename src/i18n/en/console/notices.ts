// What the school's own notices say (src/messages/mail/*: a new booking, a payment, a message,
// a class a family can't make...): mails to staff and mentors, who read English, so these words
// have no twin and are not a catalogue area. The values come in already formatted.
export const words = {
  hello: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
  none: '(none)',
  label: {
    student: 'Student',
    grade: 'Grade',
    parent: 'Parent',
    email: 'Email',
    whatsapp: 'WhatsApp',
    country: 'Country',
    booking: 'Booking',
    child: 'Child',
    course: 'Course',
    class: 'Class',
    classNairobi: 'Class (Nairobi)',
    classLocal: "Class (family's time)",
    now: 'Now',
    was: 'Was',
    reason: 'Reason',
    name: 'Name',
    phone: 'Phone',
    company: 'Company',
    plan: 'Plan',
    paidUntil: 'Paid until',
    familyEmail: 'Family email',
    enrollment: 'Enrollment',
    reference: 'Reference',
    amountPaid: 'Amount paid',
    priceExpected: 'Price expected',
    why: 'Why',
    date: 'Date',
  },
  trialBooked: {
    subject: (student: string, when: string, brand: string) => `New trial booking: ${student}, ${when} · ${brand}`,
    heading: 'A free trial class was booked',
  },
  trialMoved: {
    subject: (student: string, when: string, brand: string) => `Trial moved: ${student}, now ${when} · ${brand}`,
    heading: (byStaff: boolean) => `A trial class was rescheduled by ${byStaff ? 'staff' : 'the family'}`,
  },
  trialCancelled: {
    subject: (student: string, when: string, brand: string) => `Trial cancelled: ${student}, ${when} · ${brand}`,
    heading: (byStaff: boolean) => `A trial class was cancelled by ${byStaff ? 'staff' : 'the family'}`,
  },
  cantMake: {
    subject: (child: string, when: string, brand: string) => `${child} can't make the class of ${when} · ${brand}`,
    via: { dashboard: 'on their dashboard', whatsapp: "in answer to the class's WhatsApp reminder" },
    pressed: (child: string, via: string) => `${child}'s family pressed "Can't make it" ${via} for this class:`,
    offered:
      'They were offered the free hours to move it to. If they move it, /mentor shows the class at its new time; if not, mark it as usual after the class.',
    open: 'Open your classes',
  },
  contact: {
    subject: (name: string, brand: string) => `Message from ${name} · ${brand}`,
    heading: 'A message from the contact form',
    reply: 'Reply to this mail to answer the sender.',
  },
  question: {
    subject: (email: string, brand: string) => `A question is waiting: ${email} · ${brand}`,
    heading: 'Someone used the "Got Questions?" box',
    left: 'They left their email address so the school can get in touch:',
  },
  paid: {
    donation: 'Donation',
    plan: 'Plan payment',
    subject: (what: string, amount: string, email: string, brand: string) =>
      `${what} received: ${amount} from ${email} · ${brand}`,
    heading: (donation: boolean) => (donation ? 'A donation was received' : 'A plan was paid'),
  },
  review: {
    noPrice: (plan: string) => `none: the plan "${plan}" has no current price`,
    donation: 'a donation in KES or USD',
    anyPlan: 'one of the current plan prices (no plan was named)',
    noEmail: 'none given',
    subject: (paid: string, reference: string, brand: string) =>
      `Payment to review: ${paid} paid, reference ${reference} · ${brand}`,
    heading: 'A payment needs checking',
    text:
      'Paystack took this payment, but it is not a current price (the page was probably opened before the prices changed). ' +
      'The payer was told it was received and that we will confirm their plan. Please confirm the plan with them, or refund.',
  },
  expired: {
    subject: (student: string, plan: string) => `Expired: ${student}'s ${plan} plan`,
    heading: 'An enrollment has expired',
    text: (graceDays: number, paidUntil: string) =>
      `No payment arrived within ${graceDays} days after ${paidUntil}. The family may need a call.`,
  },
};
