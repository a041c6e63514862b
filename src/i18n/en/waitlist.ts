// A full trial slot's waiting list: the booking form's offer to join it, the waiting-list page
// (the private link's page: the place in line, a held seat, leaving), and the functions' answers;
// then a full weekly hour's: the dashboard picker's offer, and the same page for its link.
export const words = {
  /** The booking form, on a full slot. */
  form: {
    full: 'Full',
    offer: 'Tell me if a seat frees',
    join: 'Tell me if a seat frees',
    joining: 'Adding you to the list…',
    joinedTitle: 'You are on the waiting list',
    joined: (student: string, hours: number) =>
      `${student} is on the waiting list. If a seat frees, we will tell you on WhatsApp and by mail and hold it for you for ${hours} hour${hours === 1 ? '' : 's'}.`,
    position: (n: number) => `Number ${n} in line.`,
    openLink: 'See or leave the waiting list',
    chooseOther: 'Choose another time',
  },
  /** The waiting-list page. */
  page: {
    title: 'Your waiting list place',
    description: 'Your place on the waiting list of a free trial class: book a seat held for you, or leave the list.',
    loading: 'Looking up your place…',
    waiting: (student: string, when: string) => `${student} is waiting for a seat in the free trial class on ${when}.`,
    position: (n: number) => `Number ${n} in line. We will tell you on WhatsApp and by mail if a seat frees.`,
    offered: (student: string, until: string) => `A seat is held for ${student} until ${until}.`,
    claim: 'Book this seat',
    claiming: 'Booking your seat…',
    leave: 'Leave the waiting list',
    leaving: 'Leaving…',
    left: 'You have left the waiting list. We will not message you about this class.',
    claimed: 'This seat is booked. Your confirmation and your manage link are in your mail.',
    lapsed: 'The hold on this seat has ended and the seat went to the next family waiting.',
    expired: 'This class has started or its day has passed, so the waiting list has ended.',
    late: 'Sorry: the hold on this seat ended before you tapped, so it went to the next family waiting.',
    freeTimes: 'These times have free seats now:',
    noFreeTimes: 'No time has a free seat in the next days. Please look again soon.',
    bookOther: 'Book another time',
    notFound: 'We could not find this waiting-list link. It may have ended, or been copied only in part.',
    failed: 'Something went wrong. Please try again.',
  },
  /** The functions' answers. */
  answers: {
    open: 'This time has a free seat now: you can book it.',
    already: 'This child is already on the waiting list for that time. Your private link is in the mail we sent.',
    claimed: 'This seat is booked already. Your confirmation is in your mail.',
  },
  /** A full weekly hour's list: the weekly-times picker, the page for its link, the answers. */
  hour: {
    fullHours: 'Full hours',
    offer: 'Tell me if this hour frees',
    joining: 'Adding you to the list…',
    joined: (student: string, hours: number) =>
      `${student} is on the waiting list for this hour. If it frees, we will tell you on WhatsApp and by mail and hold it for you for ${hours} hour${hours === 1 ? '' : 's'}.`,
    pickOthers: (count: number) =>
      `First pick your other ${count === 1 ? 'time' : `${count} times`} above: ${count === 1 ? 'it is' : 'they are'} saved with this hour when you take it.`,
    open: 'A mentor is free for this hour now: you can choose it.',
    already: 'This child is already on the waiting list for this hour.',
    waiting: (student: string, when: string) => `${student} is waiting for the weekly hour ${when}.`,
    offered: (student: string, when: string, until: string) => `The weekly hour ${when} is held for ${student} until ${until}.`,
    take: 'Take this hour',
    taking: 'Saving your hour…',
    taken: 'This weekly hour is now yours. The classes are on your dashboard.',
    lapsed: 'The hold on this hour has ended and the hour went to the next family waiting.',
    expired: 'This waiting list has ended: the plan’s paid period is over, or the weekly times are chosen.',
    late: 'Sorry: the hold on this hour ended before you tapped, so it went to the next family waiting.',
    othersTaken:
      'Someone has just taken one of your other times, so the hour could not be saved with them. These weekly hours are free now:',
    freeTimes: 'These weekly hours are free now:',
    noFreeTimes: 'No weekly hour is free right now. Please chat with us.',
    toDashboard: 'Choose on your dashboard',
    /** The dashboard's list of the family's own entries, above the weekly-times picker. */
    listHeading: 'Waiting lists',
    onList: (course: string, when: string) =>
      `${course}, ${when}: on the waiting list. We will tell you on WhatsApp and by mail if this hour frees.`,
    heldUntil: (course: string, when: string, until: string) => `${course}, ${when}: offered to you, held until ${until}.`,
    leave: 'Leave the list',
    leaveOf: (when: string) => ` for ${when}`,
    leaving: 'Leaving…',
    left: 'You have left the waiting list for this hour.',
    /** In the picker, after `offered`: the held hour is this family's. */
    yours: 'It is yours to take.',
  },
};

export type WaitlistWords = typeof words;
