// Waiting in the emulator tests, in one place: poll a condition until it holds (never a fixed
// sleep), so a slow emulator only makes a test slower and a wrong outcome still fails it.

export interface Patience {
  /** Give up after this long (a busy machine runs triggers late: be generous). */
  timeoutMs?: number;
  /** Look again after this long. */
  everyMs?: number;
}

/** What `until` returns: the check's result once it is one. */
type Found<R> = Exclude<R, undefined | null | false>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `check` until it returns a value (anything but undefined, null or false) and returns
 * that value. After the timeout it throws, naming `what` (a function gets the last result).
 */
export async function until<R>(
  what: string | ((last: R) => string),
  check: () => Promise<R>,
  { timeoutMs = 60_000, everyMs = 300 }: Patience = {},
): Promise<Found<R>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const last = await check();
    if (last !== undefined && last !== null && last !== false) return last as Found<R>;
    if (Date.now() > end) throw new Error(`timed out: ${typeof what === 'string' ? what : what(last)}`);
    await pause(everyMs);
  }
}

/**
 * Waits until the clock is in a later whole second than now. Firebase Auth keeps a
 * revocation (validSince) to the second and still accepts a token issued in that same
 * second: a token from before this call is refused by a revocation made after it.
 */
export async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  await until(`the clock to pass second ${second}`, async () => Math.floor(Date.now() / 1000) > second, { everyMs: 50 });
}
