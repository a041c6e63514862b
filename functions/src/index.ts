// Every Cloud Function, exported by name; the code lives in its feature folder. HTTP ones
// answer Hosting's /api/<name> rewrites: trial bookings (bookings/: book, availability,
// manage) and their challenge (abuse/), payments (payments/: verifyPayment after Paystack's
// popup, paystackWebhook from Paystack, both settling through payments/settle.ts), /enroll
// (enrollments/), the family and the parent's session (families/), a family's second guardian (guardians/), its share link and referral credits (referrals/), staffAction (staff/),
// weekly classes (classes/: times, mentors, attendance), monthly progress reports (progress/), the contact form and questions (contact/) and the WhatsApp and SMS providers' webhooks
// (whatsapp/). Firestore triggers and schedules queue and send mail (mail/) and WhatsApp or
// SMS messages (whatsapp/), retry them and remind families of classes and renewals;
// `localJobs` runs those schedules on demand under the emulator.
import { adminApp } from './platform/admin';

// The one Admin SDK app (platform/admin.ts), made before any function reaches Firestore.
adminApp();

export { verifyPayment } from './payments/verify';
export { paystackWebhook } from './payments/webhook';
export { paymentSweep } from './payments/sweep-job';
export { paymentReconciliation } from './payments/reconcile-job';

export { book } from './bookings/book';
export { availability } from './bookings/availability';
export { manage } from './bookings/manage';
export { waitlist } from './bookings/waitlist';
export { waitlistHolds } from './bookings/wait-job';
export { hourWaitlistHolds } from './classes/hour-wait-job';
export { challenge } from './abuse/challenge';
export { staffAction } from './staff/action';
export { enrollment } from './enrollments/enrollment';
export { certificates } from './certificates/certificates';
export { certificatePage } from './certificates/page';
export { family } from './families/family';
export { session } from './families/session';
export { guardians } from './guardians/guardians';
export { referral } from './referrals/referral';
export { classes } from './classes/classes';
export { weeklyClassReminders } from './classes/functions';
export { closedDayClasses } from './classes/closed-day-job';
export { progress } from './progress/progress';
export { progressReports } from './progress/functions';
export { calendar } from './classes/calendar-feed';
// Make-up credits (credits/): the family's cancel and redemption, the grant on a school's
// cancellation, and the expiry reminders.
export { credits } from './credits/credits';
export { creditOnCancel } from './credits/trigger';
export { creditReminders } from './credits/functions';

export { message } from './contact/message';

// Mail: the sender, its retry job, reminders, and the mail about payments and messages
// (functions/src/mail/); the emulator's endpoint that runs the schedules (jobs/local-jobs.ts).
export { sendMail, retryMail, classReminders } from './mail/triggers';
export { localJobs } from './jobs/local-jobs';
export { enrollmentRenewals } from './enrollments/renewal-job';
export { enrollmentInstalments } from './enrollments/instalment-schedule';
export { instalmentCardCharges } from './payments/instalment-charge-job';
export { contactMail, questionMail } from './mail/notices';
export { paymentMail } from './mail/payment-mail';

// WhatsApp and SMS to families: the sender, its retry job, and the providers' webhooks
// (functions/src/whatsapp/).
export { sendMessage, retryMessages, messageProgress, whatsappWebhook, smsReport } from './whatsapp/triggers';
