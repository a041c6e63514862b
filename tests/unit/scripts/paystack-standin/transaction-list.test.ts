// The Paystack stand-in's list API speaks Paystack's contract: the secret key is needed, the
// from/to/status/amount filters and perPage/page paging select from the transactions it holds
// (dated in the past with the createdAt control), newest first, with Paystack's meta; and a
// charge registered with webhook: false never reaches the webhook.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaystackStandin } from '../../../../scripts/paystack-standin/server.mjs';

const KEY = 'sk_test_unit_list';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Paystack's answers, read loosely
type Json = Record<string, any>;
let standin: { url: string; close: () => Promise<void> };
let hook: Server;
const hooked: string[] = [];

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooked.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { reference: string } }).data.reference);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = (hook.address() as { port: number }).port;
  standin = await startPaystackStandin({ port: 0, secretKey: KEY, webhookUrl: `http://127.0.0.1:${port}/` });
});
afterAll(async () => {
  await standin.close();
  await new Promise((resolve) => hook.close(resolve));
});

async function register(body: Json): Promise<Json> {
  const res = await fetch(`${standin.url}/__standin/transactions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ currency: 'KES', ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Json;
}

async function list(query: string, key = KEY): Promise<{ http: number; body: Json }> {
  const res = await fetch(`${standin.url}/transaction?${query}`, { headers: { Authorization: `Bearer ${key}` } });
  return { http: res.status, body: (await res.json()) as Json };
}

describe('the Paystack stand-in: GET /transaction', () => {
  it('lists the transactions it holds with filters and paging, as Paystack answers', async () => {
    const day = '2030-03-14';
    const at = (time: string) => `${day}T${time}.000Z`;
    await register({ reference: 'L-a', amount: 100_00, status: 'success', createdAt: at('06:00:00') });
    await register({ reference: 'L-b', amount: 200_00, status: 'failed', createdAt: at('07:00:00') });
    await register({ reference: 'L-c', amount: 300_00, status: 'success', createdAt: at('08:00:00') });
    await register({ reference: 'L-d', amount: 400_00, status: 'abandoned', createdAt: at('09:00:00') });
    await register({ reference: 'L-e', amount: 500_00, status: 'success', createdAt: '2030-03-15T00:00:00.000Z' });

    expect((await list(`from=${day}&to=${day}`, 'sk_test_wrong')).http).toBe(401);
    expect((await list('perPage=0')).http).toBe(400);
    expect((await list('from=yesterday')).http).toBe(400);

    const all = await list(`from=${at('00:00:00')}&to=${at('23:59:59')}`);
    expect(all.http).toBe(200);
    expect(all.body).toMatchObject({ status: true, message: 'Transactions retrieved' });
    expect(all.body.data.map((t: Json) => t.reference)).toEqual(['L-d', 'L-c', 'L-b', 'L-a']);
    expect(all.body.meta).toEqual({ total: 4, total_volume: 400_00, skipped: 0, perPage: 50, page: 1, pageCount: 1 });
    expect(all.body.data[1]).toMatchObject({ reference: 'L-c', createdAt: at('08:00:00'), paid_at: at('08:00:00') });

    // A bare `to` date runs to that day's end.
    expect((await list(`from=${day}&to=${day}`)).body.meta.total).toBe(4);
    expect((await list(`from=${day}&to=${day}&status=success`)).body.data.map((t: Json) => t.reference)).toEqual(['L-c', 'L-a']);
    expect((await list(`from=${day}&to=${day}&amount=20000`)).body.data.map((t: Json) => t.reference)).toEqual(['L-b']);

    const second = await list(`from=${day}&to=${day}&perPage=3&page=2`);
    expect(second.body.data.map((t: Json) => t.reference)).toEqual(['L-a']);
    expect(second.body.meta).toMatchObject({ total: 4, skipped: 3, perPage: 3, page: 2, pageCount: 2 });
    expect((await list(`from=${day}&to=${day}&perPage=3&page=3`)).body.data).toEqual([]);
  });

  it('keeps the webhook of a charge registered with webhook: false from ever coming', async () => {
    await register({ reference: 'L-silent', amount: 100_00, status: 'pending', settleAfterSeconds: 0, webhook: false });
    await register({ reference: 'L-loud', amount: 100_00, status: 'pending', settleAfterSeconds: 0 });
    const read = async (ref: string) =>
      ((await (await fetch(`${standin.url}/__standin/transactions/${ref}`)).json()) as Json).status;
    await expect.poll(() => hooked.includes('L-loud'), { timeout: 5000 }).toBe(true);
    expect(await read('L-silent')).toBe('success');
    expect(hooked).not.toContain('L-silent');
  });
});
