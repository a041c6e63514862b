// A trial's waiting list, to the family: on the list, and a seat held for them.
export const words = {
  joined: {
    subject: (when: string, brand: string) => `You are on the waiting list: ${when} · ${brand}`,
    onList: (student: string, hours: number) =>
      `${student} is on the waiting list for the free trial class below. If a seat frees, we will tell you on WhatsApp and by mail, and hold it for you for ${hours} hour${hours === 1 ? '' : 's'}.`,
    button: 'See or leave the waiting list',
    keepLink: 'This link is yours alone: keep it to yourself. The list ends when the class day has passed.',
  },
  offer: {
    subject: (student: string, when: string, brand: string) => `A seat is free for ${student}: ${when} · ${brand}`,
    held: (student: string, until: string) =>
      `A seat has come free in the free trial class you waited for. We are holding it for ${student} until ${until}.`,
    holdLabel: 'Held until',
    button: 'Book this seat',
    oneTap: (until: string) =>
      `One tap books it. After ${until} the seat goes to the next family waiting. If you no longer need it, the same page lets you leave the list.`,
  },
  /** A full weekly hour's list: the same mails, about a weekly hour of the child's plan. */
  hourJoined: {
    subject: (when: string, brand: string) => `You are on the waiting list for ${when} · ${brand}`,
    onList: (student: string, hours: number) =>
      `${student} is on the waiting list for the weekly class hour below. If a mentor's hour frees, we will tell you on WhatsApp and by mail, and hold it for you for ${hours} hour${hours === 1 ? '' : 's'}.`,
    button: 'See or leave the waiting list',
    keepLink: 'This link is yours alone: keep it to yourself. The list ends when the plan’s paid period does.',
  },
  hourOffer: {
    subject: (student: string, when: string, brand: string) => `A weekly hour is free for ${student}: ${when} · ${brand}`,
    held: (student: string, until: string) =>
      `The weekly class hour you waited for has come free. We are holding it for ${student} until ${until}.`,
    holdLabel: 'Held until',
    button: 'Take this hour',
    oneTap: (until: string) =>
      `One tap makes it your child’s weekly hour. After ${until} the hour goes to the next family waiting. If you no longer need it, the same page lets you leave the list.`,
  },
};
