// Where each result screen sends the visitor, and after how many seconds. /error waits 8 s,
// and its countdown says 8: a countdown must never promise a time it does not keep.
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
