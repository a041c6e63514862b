// Every message the spec words exactly, in one place. Copy changes happen here only.

export const messages = {
  pricing: {
    popular: 'Most Popular',
  },
  payment: {
    fillAllFields: 'Please fill in all fields: student name, email, and amount.',
    invalidEmail: 'Enter a valid email address.',
    amountNotPositive: 'Amount must be greater than zero.',
    invalidPlanAmount: (currency: string) => `Invalid amount for ${currency}. Please select a valid plan.`,
    sdkNotLoaded: 'Payment SDK not loaded yet. Please wait a few seconds and try again.',
    noReference: 'No payment reference returned.',
    popupClosed: 'Payment popup closed without completing transaction.',
    verifying: 'Verifying payment...',
    verificationFailed: 'Payment verification failed.',
    serverError: 'Server error. Try again later.',
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
    button: 'Sign in with Google',
    signingIn: 'Signing in...',
    backToWebsite: '← Back to Website',
    failed: (message: string) => `Sign-in failed: ${message}`,
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
    invalidEmail: 'Enter a valid email address.',
    invalidPhone: (country: string) => `Enter a valid WhatsApp number for ${country}.`,
    noSlotsLeft: 'No times are left today. Please choose another day.',
    noSeatsLeft: 'Every time on this day is full. Please choose another day.',
    closedDay: 'We have no classes on this day. Please choose another day.',
    full: 'Sorry, that time has just filled up. Please choose another time: everything you typed is kept.',
    family:
      'This family already has a free trial class booked. We have emailed the link to change or cancel it to the email address we have on file.',
    limited: 'Too many tries in a short time. Please wait a minute, then press Confirm Booking again: everything you typed is kept.',
    slotPassed: 'That time has just passed. Please choose another time.',
    checkFields: 'Please check the highlighted field.',
  },
  // The manage page (/manage) and the dashboard's manage actions.
  manage: {
    loading: 'Loading your booking…',
    notFound:
      'This link does not work. It may be mistyped, already used, or the class may be over. Open the link from your latest email, or chat with us on WhatsApp.',
    // `cutoff` reads like "2 hours" (booking-times.ts holds the figure).
    tooLate: (cutoff: string) =>
      `This class starts in less than ${cutoff}, so it can no longer be changed online. Chat with us on WhatsApp and we will help.`,
    changeUntil: (cutoff: string) => `Plans change? You can move or cancel the class up to ${cutoff} before it starts.`,
    cancelled: 'This class is cancelled.',
    cancelledNow: 'Your class is cancelled. The seat is free again for another family.',
    rescheduledNow: 'Your class is moved. We have emailed the new time.',
    full: 'Sorry, that time has just filled up. Please choose another time.',
    limited: 'Too many tries in a short time. Please wait a minute, then try again.',
    failed: 'Something went wrong and nothing was changed. Please check your connection and try again.',
    notHere: 'This booking can no longer be changed here. Please chat with us on WhatsApp.',
  },
  // The landing contact form and the footer "Got Questions?" box (the spec leaves their wording open).
  contact: {
    sending: 'Sending…',
    sent: 'Thank you! Your message has been sent. We will get back to you soon.',
    failed: 'Sorry, your message could not be sent. Please check your connection and try again.',
    invalidEmail: 'Enter a valid email address.',
    missingMessage: 'Please write your message.',
    missingFirstName: 'Please enter your first name.',
    missingLastName: 'Please enter your last name.',
  },
  question: {
    sent: "Thank you! We'll email you soon.",
    failed: 'Sorry, that did not send. Please try again.',
    invalidEmail: 'Enter a valid email address.',
  },
} as const;
