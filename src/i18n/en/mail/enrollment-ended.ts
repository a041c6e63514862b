// An enrollment the school ended early.
export const words = {
  subject: (student: string, plan: string) => `${student}'s ${plan} plan has ended`,
  ended: (student: string, plan: string, date: string) =>
    `The school has ended ${student}'s ${plan} plan today, ${date}. ` +
    'Its weekly classes from today on are cancelled, and no renewal reminder will follow.',
  cardStopped: 'Automatic renewal by card is stopped: your card will not be charged again for this plan.',
};
