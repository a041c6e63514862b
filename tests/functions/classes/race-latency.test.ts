// Parents racing for one weekly hour through Hosting's /api/classes, as the dashboard sends
// them: every racer is answered (the winner, or "taken" with the hours still free) within
// the time a parent waits, not left to Hosting's 504.
import { beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../support/firestore';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { classesOf, enrolledChild, freeTimes, planList, type Offered } from '../../support/functions/class-helpers';

const SLOW = 240_000;
const COURSE = 'prodigy';
const RACERS = 20;
/** How long a racer waits for its answer on this machine: the median racer, and the slowest.
 *  Before the hour claims every racer waited 33 to 45 s. The slowest racer is allowed more than
 *  the median: under `npm test` lint, unit tests and types run on the same two cores, and each
 *  racer's request starts its own worker in the Functions emulator. */
const MEDIAN_WITHIN_MS = 3_000;
const ANSWER_WITHIN_MS = 10_000;
const onePerWeek = planList.find((p) => p.classes === 1)!;

async function choose(body: unknown, token: string) {
  const started = performance.now();
  const res = await fetch(`${need('SITE_URL')}/api/classes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const reply = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { http: res.status, body: reply, ms: performance.now() - started };
}

beforeAll(() => warmUp(), WARM_UP_MS);

describe('racing for one hour through Hosting', () => {
  it(
    `${RACERS} parents choosing one mentor’s hour are answered in a median of ${MEDIAN_WITHIN_MS} ms, each within ${ANSWER_WITHIN_MS} ms`,
    async () => {
      const racers = await Promise.all(Array.from({ length: RACERS }, () => enrolledChild(onePerWeek.id, COURSE)));
      // Every racer's page has listed the times first, as the dashboard does.
      const listed = await Promise.all(racers.map((r) => freeTimes(r)));
      const target = listed[0]!.find((t) => t.mentors === 1)!;
      expect(target).toBeDefined();
      const times = [{ weekday: target.weekday, time: target.time }];

      const replies = await Promise.all(racers.map((r) => choose({ action: 'choose', enrollmentId: r.id, times }, r.token)));
      const ms = replies.map((r) => Math.round(r.ms)).sort((a, b) => a - b);
      console.info(`racers answered in ms: median ${ms[Math.floor(ms.length / 2)]}, max ${ms.at(-1)}; all ${ms.join(' ')}`);

      expect(replies.filter((r) => r.http !== 200 && r.http !== 409).map((r) => [r.http, r.body])).toEqual([]);
      expect(replies.filter((r) => r.http === 200)).toHaveLength(1);
      for (const lost of replies.filter((r) => r.http === 409)) {
        expect(lost.body.status).toBe('taken');
        const still = lost.body.times as Offered[];
        expect(still.length).toBeGreaterThan(0);
        expect(still.some((t) => t.weekday === target.weekday && t.time === target.time)).toBe(false);
      }
      expect(ms[Math.floor(ms.length / 2)]).toBeLessThanOrEqual(MEDIAN_WITHIN_MS);
      expect(ms.filter((t) => t > ANSWER_WITHIN_MS)).toEqual([]);
      const withClasses = await Promise.all(racers.map(async (r) => (await classesOf(r.id)).length > 0));
      expect(withClasses.filter(Boolean)).toHaveLength(1);
    },
    SLOW,
  );
});
