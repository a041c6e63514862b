// @vitest-environment happy-dom
// The booking form's seats for a day: a read the network or the server failed is asked again
// (twice, a little later), a refusal is not, and a day left behind is not asked again.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_RETRY_MS, useAvailability } from '../../../../src/islands/booking/useAvailability';
import { openDay } from '../../../support/api-stub';

const DAY = '2030-03-11';
let answers: (() => Response)[];
const fetch = vi.fn(async (input: RequestInfo | URL) => {
  const next = answers.shift();
  if (!next) throw new Error(`no answer queued for ${String(input)}`);
  return next();
});
const offline = () => {
  throw new TypeError('Failed to fetch');
};
const full = () => Response.json(openDay(DAY, { '10:00': 2 }));

beforeEach(() => {
  answers = [];
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the answers queued so far be read and shown. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useAvailability', () => {
  it('asks again after a network failure and a server error, and shows the day once it answers', async () => {
    answers.push(offline, () => new Response('', { status: 503 }), full);
    const { result } = renderHook(() => useAvailability(DAY));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.availability).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(AVAILABILITY_RETRY_MS[0] - 1));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(2);

    await act(() => vi.advanceTimersByTimeAsync(AVAILABILITY_RETRY_MS[1]));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.current.availability?.slots['10:00']).toEqual({ seats: 2, taken: 2 });
  });

  it(`stops after ${AVAILABILITY_RETRY_MS.length} more tries, leaving every slot open`, async () => {
    answers.push(offline, offline, offline, full);
    const { result } = renderHook(() => useAvailability(DAY));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(AVAILABILITY_RETRY_MS.reduce((a, b) => a + b, 0) * 2));
    expect(fetch).toHaveBeenCalledTimes(1 + AVAILABILITY_RETRY_MS.length);
    expect(result.current.availability).toBeNull();
  });

  it('does not ask again after a refusal', async () => {
    answers.push(() => Response.json({ status: 'invalid' }, { status: 400 }), full);
    renderHook(() => useAvailability(DAY));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for a day the parent has left', async () => {
    answers.push(offline, () => Response.json(openDay('2030-03-12')), full);
    const { rerender } = renderHook(({ day }) => useAvailability(day), { initialProps: { day: DAY } });
    await settle();
    rerender({ day: '2030-03-12' });
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('date'))).toEqual([
      DAY,
      '2030-03-12',
    ]);
  });
});
