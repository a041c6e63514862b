// Where each result screen sends the visitor, and after how many seconds (spec section 9;
// /error waits 8 s and its countdown says so, by decision 1).
export const resultRedirects = {
  success: { seconds: 5, to: '/' },
  error: { seconds: 8, to: '/' },
  paysuccess: { seconds: 5, to: '/' },
  payerror: { seconds: 5, to: '/pricing' },
} as const;

/** "1 second", "5 seconds": the countdown reads as a sentence at every tick. */
export function secondsText(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
