// WhatsApp (and its SMS fallback): each approved template's body, with named parameters
// ({{student_name}}; WhatsApp numbers them in the order templates.ts lists them), the quick
// replies' labels, the example values the template manager asks for, and the free-form replies.
// `{school}` in a body is the school's name (settings.yaml `site.brandName`), written in before
// the body is numbered or filled (templateBody in src/messages/whatsapp/templates.ts).
export const words = {
  /** The code WhatsApp's Cloud API names this language's approved templates by (WhatsApp's own list). */
  languageCode: 'en',
  bodies: {
    trial_booked:
      "Hello {{parent_name}}, {{student_name}}'s free trial class with {school} is booked for {{class_time}}. " +
      'To reschedule or cancel, use your private link: {{manage_link}}',
    class_reminder_24h:
      "Hello {{parent_name}}, a reminder: {{student_name}}'s free trial class with {school} is tomorrow, " +
      '{{class_time}}. Will you be there?',
    class_reminder_1h:
      "{{student_name}}'s free trial class with {school} starts within the hour, at {{class_time}}. " +
      'Have a computer or tablet charged and ready.',
    class_moved: "Hello {{parent_name}}, {{student_name}}'s free trial class with {school} has moved to {{class_time}}.",
    class_cancelled:
      "Hello {{parent_name}}, {{student_name}}'s free trial class with {school} on {{class_time}} is cancelled. " +
      'Reply here or visit our site to book another time.',
    recommendation:
      'Hello {{parent_name}}, thank you for joining the trial class. For {{student_name}} we recommend {{course}} ' +
      'on the {{plan}}. See the details and enroll, by card or M-Pesa, with your private link: {{enroll_link}}',
    payment_received:
      "Thank you: {school} received {{amount}} for {{student_name}}'s {{plan}}. " +
      'Classes are paid until {{paid_until}}. Your receipt is in your email.',
    renewal_week:
      "{{student_name}}'s {school} classes are paid until {{paid_until}}. Renew the {{plan}} by M-Pesa or card " +
      'with your private link: {{pay_link}}',
    renewal_day:
      "{{student_name}}'s {school} classes are paid until tomorrow, {{paid_until}}. Renew the {{plan}} by M-Pesa " +
      'or card with your private link: {{pay_link}}',
    renewal_due:
      "{{student_name}}'s {school} {{plan}} was paid until {{paid_until}}. Classes go on for a few days: pay now " +
      'and no day is lost. Your private link: {{pay_link}}',
    instalment_due:
      "{{student_name}}'s {school} plan: {{part}} ({{amount}}) falls due on {{due_on}}. If a part is left unpaid, " +
      'the classes pause until it is paid. Pay by M-Pesa or card: {{pay_link}}',
    enrollment_ended:
      "{{student_name}}'s {school} {{plan_name}} plan has ended today, and its weekly classes are cancelled. " +
      "The school's reason is in your email; reply here with any question.",
    certificate_awarded:
      'Congratulations! {{student_name}} has completed {{course}}, {{level}}, at {school}. ' +
      'See, share and print the certificate: {{certificate_link}}',
    weekly_class_24h:
      "A reminder: {{student_name}}'s {school} class with {{mentor_name}} is tomorrow, {{class_time}}. " +
      'Join here: {{join_link}}',
    weekly_class_1h:
      "{{student_name}}'s {school} class with {{mentor_name}} starts within the hour, at {{class_time}}. " +
      'Join here: {{join_link}}',
    weekly_class_covered:
      "{{student_name}}'s {school} mentor can't give the class of {{class_time}}, so {{mentor_name}} will teach it instead. " +
      'Same time, same link from your dashboard.',
    weekly_class_cancelled:
      "We are sorry: {school} has had to cancel {{student_name}}'s class of {{class_time}}, as no mentor is free then. " +
      'You get a make-up class credit: book the make-up class from your dashboard: {{dashboard_link}}',
    weekly_class_closed:
      "{school} is closed on the day of {{student_name}}'s class of {{class_time}}, so the class will not take place. " +
      'You get a make-up class credit: book the make-up class from your dashboard: {{dashboard_link}}',
    progress_report:
      "{{student_name}}'s {school} progress report for {{month}} is ready: classes attended, the mentor's notes " +
      'and what comes next. Read it on your dashboard: {{dashboard_link}}',
    make_up_expiring:
      '{{student_name}} has a {school} make-up class credit that can be used until {{last_day}}. ' +
      'Book a free hour with any mentor of the course on your dashboard: {{dashboard_link}}',
    waitlist_offer:
      'Hello {{parent_name}}, a seat has come free in the {school} free trial class you waited for: {{class_time}}. ' +
      'We are holding it for {{student_name}} until {{hold_until}}. Book it in one tap: {{claim_link}}',
    hour_offer:
      'Hello {{parent_name}}, the weekly {school} class hour you waited for has come free: {{class_time}}. ' +
      'We are holding it for {{student_name}} until {{hold_until}}. Take it in one tap: {{claim_link}}',
  },
  /** The quick replies' labels (WhatsApp allows 20 characters); the payloads never change. */
  buttons: {
    confirm: "I'll be there",
    change: 'Change the time',
    attend: "I'll be there",
    cantMake: "Can't make it",
    makeUp: 'Book a make-up',
  },
  /** Example values for the template manager, one per parameter that reads in words. */
  examples: {
    last_day: 'Thursday 10 December',
    class_time: 'Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)',
    plan: 'Starter plan (Monthly, KES 6,000)',
    paid_until: '24 December 2026',
    level: 'Level 1',
    plan_name: 'Starter',
    month: 'November 2026',
    hold_until: 'Tuesday 24 November, 06:30 WAT',
    part: 'part 2 of 3',
    due_on: '24 December 2026',
  },
  /** "Starter plan (Monthly, KES 6,000)" */
  planText: (plan: string, period: string, price: string) => `${plan} plan (${period}, ${price})`,
  /** "Starter plan" */
  planName: (plan: string) => `${plan} plan`,
  /** Typed replies the school understands, each list comma-separated (any case and stray punctuation are accepted). */
  commands: {
    stop: 'STOP, UNSUBSCRIBE, STOP ALL',
    start: 'START, UNSTOP',
    confirm: "I'll be there, Ill be there, I will be there",
  },
  /** The free-form replies (allowed inside the 24 hours after a family's own message). */
  replies: {
    stopped: (school: string) =>
      `You will no longer get WhatsApp messages from ${school}. Mail still comes as before. Reply START to turn WhatsApp messages back on.`,
    started: (school: string) => `WhatsApp messages from ${school} are on again. Reply STOP at any time to turn them off.`,
    changeTime: (link: string) =>
      `To choose another time or cancel, open your private link (keep it to yourself): ${link} . It is the same link as in your confirmation email.`,
    useMailLink: 'To choose another time or cancel, open the private link in your booking confirmation email.',
    tooLate: (hours: number) =>
      `This class starts in less than ${hours} hour${hours === 1 ? '' : 's'}, so it can no longer be changed online. Reply here and the school will help.`,
    noBooking: 'We could not find an upcoming class for this number. Please reply with your question and we will help.',
    confirmed: 'Thank you: we have noted that you will be there.',
  },
  /** "Book a make-up": the free hours offered as a list, and the answers to a chosen hour. */
  makeUp: {
    choose: (student: string, link: string) =>
      `Choose a free hour for ${student}'s make-up class, with any mentor of the course. You can also choose on your dashboard: ${link}`,
    /** The list's button (WhatsApp allows 20 characters). */
    hours: 'Free hours',
    /** A row's title: the mentor (WhatsApp allows 24 characters). */
    row: (mentor: string) => `With ${mentor}`,
    taken: (student: string, link: string) =>
      `That hour has just been taken. Here are the free hours for ${student}'s make-up class now, or choose on your dashboard: ${link}`,
    booked: (student: string, when: string, mentor: string) =>
      `Booked: ${student}'s make-up class is ${when}, with ${mentor}. The join link is on your dashboard.`,
    noHours: (link: string) =>
      `No mentor of the course has a free hour before the make-up credit ends. Reply here and the school will help, or look again on your dashboard: ${link}`,
    notUsable: (link: string) =>
      `This make-up credit can no longer be used: it has been used, has expired or was withdrawn. Your classes are on your dashboard: ${link}`,
    notReady: 'The make-up credit for this class is still on its way. Please tap "Book a make-up" again in a minute.',
  },
};

export type WhatsAppWords = typeof words;
