// A plan's renewal reminders (some days before, the day before, the day it is due) and a card
// renewal that did not go through.
export const words = {
  subject: {
    /** `days`: the days left until it is due (2 or more). */
    week: (student: string, plan: string, days: number) => `${student}'s ${plan} plan renews in ${days} days`,
    day: (student: string, plan: string) => `${student}'s ${plan} plan renews tomorrow`,
    due: (student: string, plan: string) => `${student}'s ${plan} plan is due today`,
  },
  opening: {
    week: (student: string, until: string) => `${student}'s classes are paid until ${until}. Renew now and nothing changes.`,
    day: (student: string, until: string) => `${student}'s classes are paid until tomorrow, ${until}.`,
    due: (student: string, until: string, graceDays: number) =>
      `${student}'s plan was paid until ${until}. Classes go on for ${graceDays} more days; ` +
      'pay within them and the new period starts from that date, so no day is lost.',
  },
  /** "Starter (Monthly)" */
  planRow: (plan: string, period: string) => `${plan} (${period})`,
  howToPay: 'Pay by M-Pesa or card from your private link. Keep it to yourself.',
  renew: (student: string) => `Renew ${student}'s plan`,
  failed: {
    subject: (student: string, plan: string) => `${student}'s ${plan} plan: the renewal payment did not go through`,
    card: (last4: string | null) => (last4 ? `your card ending ${last4}` : 'your card'),
    tried: (student: string, plan: string, amount: string, card: string, until: string) =>
      `We tried to renew ${student}'s ${plan} plan (${amount}) with ${card}, ` +
      `and the payment did not go through. Classes are paid until ${until}; ` +
      'we will try the card again over the next few days.',
    updateCard: 'If the card has changed or expired, update it on Paystack’s secure page:',
    updateButton: 'Update your card',
    mpesa: 'Prefer M-Pesa? Sign in to your dashboard and pay for the next period from there.',
  },
};
