// What a private message's stored copy says once its text is dropped (mail/ and messages/
// documents, read by staff in the database), so its private link does not outlive it. English only.
export const words = {
  /** A delivered private mail's body, or a private WhatsApp parameter. */
  dropped: '(removed after delivery: it held a private link)',
  /** A private mail the sender gave up on. */
  droppedUnsent: '(removed after the last failed attempt: it held a private link)',
};
