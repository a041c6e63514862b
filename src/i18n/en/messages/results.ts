// The messages area's results part: the result screens' titles, texts and buttons (/success,
// /error, /paysuccess, /payerror, 404).
import type { Wording } from '../../wording';

export const words = {
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
} as const;

export type ResultMessages = Wording<typeof words>;
