// Cloud Functions. Payments (./payments): verifyPayment (the browser asks after Paystack's
// popup returns a reference) and paystackWebhook (Paystack tells us directly), both settling
// a payment through payments/settle.ts. The trial bookings' functions (book, availability,
// manage) live in ./bookings; the contact form's in ./contact.
import { adminApp } from './platform/admin';

// The one Admin SDK app (platform/admin.ts), made before any function reaches Firestore.
adminApp();

export { verifyPayment } from './payments/verify';
export { paystackWebhook } from './payments/webhook';

export { book } from './bookings/book';
export { availability } from './bookings/availability';
export { manage } from './bookings/manage';
export { challenge } from './abuse/challenge';
export { staffAction } from './staff/action';
export { enrollment } from './enrollments/view';
export { family } from './families/family';
export { session } from './families/session';

export { message } from './contact/message';

// Mail: the sender, its retry job, reminders, the local jobs endpoint, and the mail about
// payments and messages (functions/src/mail/).
export { sendMail, retryMail, classReminders, localJobs } from './mail/functions';
export { enrollmentRenewals } from './enrollments/functions';
export { contactMail, questionMail } from './mail/notices';
export { paymentMail } from './mail/payment-mail';

// WhatsApp and SMS to families: the sender, its retry job, and the providers' webhooks
// (functions/src/whatsapp/).
export { sendMessage, retryMessages, messageProgress, whatsappWebhook, smsReport } from './whatsapp/functions';
