// What the public pages and their functions say to a parent (forms, result screens, /manage,
// /login, payments, a refused request), in one place: copy changes happen here only. Words
// no other page should carry live beside their feature: /enroll's in enrollment/messages.ts,
// the dashboard's child and renewal words with their rules (enrollment/children.ts,
// enrollment/subscription.ts), the staff console's in staff/messages.ts. Mail texts are in
// mail/, WhatsApp and SMS texts in whatsapp/templates.ts.
import { CHANGE_CUTOFF } from './change-cutoff';
import type { Wording } from './i18n/wording';
import type { TwinKey } from './i18n/dictionary';

/** Said wherever an email address is refused: payments, booking, contact, questions. */
const invalidEmail = 'Enter a valid email address.';

/** The character that keeps an address from being one plain mailbox, as the message names it. */
function emailCharacter({ character, invisible, space }: { character: string; invisible: boolean; space: boolean }): string {
  if (space) return 'a space';
  if (invisible) return 'an invisible character';
  if (character === '"') return 'quotation marks';
  if (character === '@') return 'a second "@"';
  if (character === ',' || character === ';') return `"${character}": please give one address only`;
  return `"${character}"`;
}

export const messages = {
  // Said to a request no form of ours would send (a number for a name, an unknown action).
  request: {
    unreadable: 'We could not read that request, so nothing was saved or changed. Please reload the page and try again.',
  },
  // Every form's email message: one sentence, then the character to take out when one is the cause.
  email: {
    invalid: invalidEmail,
    character: (fault: { character: string; invisible: boolean; space: boolean }) =>
      `${invalidEmail} It cannot contain ${emailCharacter(fault)}.`,
  },
  payment: {
    fillAllFields: 'Please fill in all fields: student name, email, and amount.',
    invalidEmail,
    amountNotPositive: 'Amount must be greater than zero.',
    invalidPlanAmount: (currency: string) => `Invalid amount for ${currency}. Please select a valid plan.`,
    sdkNotLoaded: 'Payment SDK not loaded yet. Please wait a few seconds and try again.',
    noReference: 'No payment reference returned.',
    popupClosed: 'Payment popup closed without completing transaction.',
    verifying: 'Verifying payment...',
    verificationFailed: 'Payment verification failed.',
    serverError: 'Server error. Try again later.',
    stillConfirming:
      "We are still confirming your payment. Please don't pay again: we will email your receipt as soon as it is confirmed.",
    // Paystack took the money but the amount is not a current price (a page opened before
    // the prices changed): the school checks it; the parent is never told it failed.
    receivedTitle: 'Thank you! We have received your payment.',
    receivedForReview:
      "Its amount is not one of today's plan prices, so our team will check it and email you to confirm your plan. Please don't pay again.",
    reference: (reference: string) => `Reference: ${reference}`,
    success: (reference: string) => `Payment successful! Reference: ${reference}`,
    processing: 'Processing...',
    payButton: (currency: string) => `Pay Now (${currency})`,
    donateButton: (currency: string) => `Donate Now (${currency})`,
    portalSubtitle: 'Secure Payment Portal',
    defaultPlanName: 'Custom Plan',
    defaultDonationName: 'Custom Amount',
    namePlaceholder: "Enter student's full name",
  },
  donate: {
    noAmount: 'Please select or enter an amount.',
    button: 'Donate Now →',
  },
  login: {
    intro: "Sign in to see your child's trial class, or book one in a minute.",
    button: 'Sign in with Google',
    signingIn: 'Signing in...',
    backToWebsite: '← Back to Website',
    failed: (message: string) => `Sign-in failed: ${message}`,
    /** After Google's sign-in, when the site's session could not be started (shown after "Sign-in failed: "). */
    notConfirmed: (limited: boolean) =>
      limited
        ? 'Too many sign-ins. Please wait a few minutes and try again.'
        : 'We could not confirm your sign-in. Please try again.',
    welcome: (name: string | null | undefined) =>
      `Welcome ${name || 'there'}! We see you're interested in our coding classes. Press OK to book a free trial class.`,
  },
  // The result screens' titles, texts and buttons (/success, /error, /paysuccess, /payerror, 404).
  results: {
    bookingSuccess: {
      title: 'Booking Successful!',
      text: 'You will receive a confirmation email soon.',
      button: 'Back to Home',
    },
    bookingError: {
      title: 'Booking Failed',
      texts: ['Oops! Something went wrong.', 'Please try again later.'],
      button: 'Try Again',
    },
    paymentSuccess: {
      title: 'Payment Successful!',
      text: 'A confirmation has been sent to your email.',
      button: 'Go to Dashboard',
    },
    paymentError: {
      title: 'Payment Failed',
      text: 'Oops! Something went wrong with your transaction. Please try again or use another payment method.',
      button: 'Back to Pricing',
    },
    notFound: {
      title: 'Oops! Page Not Found.',
      text: "The page you are looking for doesn't exist or has been moved.",
      button: 'Go Home',
    },
  },
  booking: {
    confirm: 'Confirm Booking',
    saving: 'Booking…',
    invalidEmail,
    invalidPhone: (country: string) => `Enter a valid WhatsApp number for ${country}.`,
    noSlotsLeft: 'No times are left today. Please choose another day.',
    // One message per field, the first failing one shown by the form and sent by the book function.
    invalidStudentName: "Enter the student's name (letters, spaces, apostrophes and hyphens).",
    invalidGrade: 'Choose the student’s grade.',
    invalidParentName: "Enter the parent's or guardian's name (letters, spaces, apostrophes and hyphens).",
    invalidCountry: 'Choose your country.',
    invalidDate: 'Choose a day within the next 7 days.',
    invalidTime: 'Choose a time for the class.',
    slotStarted: 'That class has already started. Please choose a later time.',
    dateClosed: 'We are closed on that day. Please choose another day.',
    noSeatsLeft: 'Every time on this day is full. Please choose another day.',
    slotFull: 'Sorry, the last seat at that time was just taken. Please choose another time: the times still open are shown.',
    family:
      'This family already has an upcoming trial class. We have sent the link to manage it to the email address on file, so you can reschedule or cancel it there.',
    tooManyChildren: (max: number) =>
      `This family already has upcoming trial classes for ${max} children, the most one family can hold at once. Once one of those classes has taken place or is cancelled, you can book for another child.`,
    limited:
      'Too many tries in a short time. Please wait a minute, then press Confirm Booking again: everything you typed is kept.',
    addressCap:
      'Many free trial classes were booked from this internet connection today, so we cannot take another from it until tomorrow. Please contact us on WhatsApp and we will book it for you.',
    challenge: 'Your booking could not be checked. Please press Confirm Booking again: everything you typed is kept.',
    checkFields: 'Please check the highlighted field.',
  },
  // The manage page, the dashboard's manage actions and the manage function's answers.
  manage: {
    loading: 'Loading your booking…',
    /** Beside the booking as the link's message told it, until the server's answer replaces it. */
    asOf: (when: string) => `As of our message of ${when}. Checking for changes…`,
    notFound: 'This link is not valid or has expired. Please use the link in your most recent email, or contact us on WhatsApp.',
    tooLate: `This class starts in less than ${CHANGE_CUTOFF}, so it can no longer be changed online. Please contact us on WhatsApp.`,
    changeUntil: `Plans change? You can move or cancel the class up to ${CHANGE_CUTOFF} before it starts.`,
    notUpcoming: 'This booking is no longer upcoming, so it cannot be changed.',
    sameSlot: 'That is already the time of this class. Please choose another time.',
    signIn: 'Please sign in again to manage this booking.',
    cancelled: 'This class is cancelled.',
    cancelledNow: 'Your class is cancelled. The seat is free again for another family.',
    rescheduledNow: 'Your class is moved. We have emailed the new time.',
    limited: 'Too many tries in a short time. Please wait a minute, then try again.',
    failed: 'Something went wrong and nothing was changed. Please check your connection and try again.',
    notHere: 'This booking can no longer be changed here. Please chat with us on WhatsApp.',
  },
  // /dashboard.
  dashboard: {
    /** Beside the answer kept on this device, until the server's replaces it; short, to stay on one line. */
    keptAsOf: (when: string) => `As of ${when} · checking…`,
  },
  // The landing contact form and the footer "Got Questions?" box.
  contact: {
    sending: 'Sending…',
    sent: 'Thank you! Your message has been sent. We will get back to you soon.',
    failed: 'Sorry, your message could not be sent. Please check your connection and try again.',
    invalidEmail,
    missingMessage: 'Please write your message.',
    missingFirstName: 'Please enter your first name.',
    missingLastName: 'Please enter your last name.',
    invalidName: 'Please use letters only for names.',
    invalidPhone: 'Enter a phone number with digits only.',
    tooLong: 'This is too long. Please shorten it.',
    limited: 'We have received many messages from you recently. Please try again later.',
  },
  question: {
    sent: "Thank you! We'll email you soon.",
    failed: 'Sorry, that did not send. Please try again.',
    invalidEmail,
    limited: 'We have received many questions from you recently. Please try again later.',
  },
} as const;

/** The shape of `messages` in any language (messages.sw.ts). */
export type Messages = Wording<typeof messages>;

/** The key an island reads this module's twins by (islands/hooks/useWords.ts). */
export const messageTwins = 'messages' as TwinKey<Messages>;
