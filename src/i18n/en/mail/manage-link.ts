// The manage link sent again, when someone tried to book a second trial for the same child.
export const words = {
  subject: (when: string, brand: string) => `Your free trial class is already booked: ${when} · ${brand}`,
  tried: (student: string) =>
    `Someone (we hope you) tried to book another free trial class for ${student} with this email or WhatsApp number. ${student} already has one booked, and each child has one upcoming free trial at a time, so we did not book another.`,
  useLink:
    'To change the time or cancel, use your private link below. It is the same link we sent when you booked, and it still works. Keep it to yourself.',
  useMailLink: (student: string) =>
    `To change the time or cancel, use the private link in the mail we sent when you booked ${student}'s class. It still works.`,
  notYou: 'If this was not you, you can ignore this mail: your booking and your link are as they were.',
};
