// What the public pages and their functions say to a parent (forms, result screens, /manage,
// /login, payments, a refused request), gathered here from the area modules below. Words
// no other page should carry live beside their feature: /enroll's in enrollment/messages.ts,
// the dashboard's child and renewal words with their rules (enrollment/children.ts,
// enrollment/subscription.ts), the staff console's in staff/messages.ts. Mail texts are in
// mail/, WhatsApp and SMS texts in whatsapp/templates.ts. Each area an island shows lives in
// its own module (message-areas/*.ts, gathered here), so a page loads only the areas it shows.
import type { Wording } from '../i18n/wording';
import { requestMessages } from './message-areas/request';
import { emailMessages } from './message-areas/email';
import { paymentMessages } from './message-areas/payment';
import { donateMessages } from './message-areas/donate';
import { loginMessages } from './message-areas/login';
import { bookingMessages } from './message-areas/booking';
import { manageMessages } from './message-areas/manage';
import { dashboardMessages } from './message-areas/dashboard';
import { contactMessages } from './message-areas/contact';
import { questionMessages } from './message-areas/question';

export const messages = {
  // Said to a request no form of ours would send (a number for a name, an unknown action).
  request: requestMessages,
  // The forms' email message: one sentence, then the character to take out when one is the cause.
  email: emailMessages,
  payment: paymentMessages,
  donate: donateMessages,
  login: loginMessages,
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
  booking: bookingMessages,
  // The manage page, the dashboard's manage actions and the manage function's answers.
  manage: manageMessages,
  // /dashboard.
  dashboard: dashboardMessages,
  // The landing contact form and the footer "Got Questions?" box.
  contact: contactMessages,
  question: questionMessages,
} as const;

/** The shape of `messages` in any language (messages.sw.ts). */
export type Messages = Wording<typeof messages>;

export { messageTwins } from './message-areas/twins';
