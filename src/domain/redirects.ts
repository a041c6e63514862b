// Where each result screen sends the visitor, and after how many seconds. /error waits 8 s,
// and its countdown says 8: a countdown must never promise a time it does not keep.
export const resultRedirects = {
  success: { seconds: 5, to: '/' },
  error: { seconds: 8, to: '/' },
  paysuccess: { seconds: 5, to: '/' },
  payerror: { seconds: 5, to: '/pricing' },
} as const;

/** How a language writes a number of seconds, `{n}` standing for the number. */
export interface SecondsWords {
  one: string;
  many: string;
}

/** "1 second", "5 seconds" ("sekunde 5" with Kiswahili words): the countdown reads as a sentence at every tick. */
export function secondsText(seconds: number, words: SecondsWords = { one: '{n} second', many: '{n} seconds' }): string {
  return (seconds === 1 ? words.one : words.many).replace('{n}', String(seconds));
}
