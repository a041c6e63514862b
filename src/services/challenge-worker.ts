// A worker that solves one booking challenge off the page's main thread, so the form stays
// responsive while it works. Message in: { challenge, salt, max }; out: { number } (null if none).
import { solveChallenge } from './solve-challenge';

self.onmessage = (event: MessageEvent<{ challenge: string; salt: string; max: number }>) => {
  const { challenge, salt, max } = event.data;
  solveChallenge(challenge, salt, max, false).then(
    (number) => self.postMessage({ number }),
    () => self.postMessage({ number: null }),
  );
};
