// Shared by the walk-throughs that pay (payments.spec.ts, payment-review.spec.ts, mail.spec.ts).

const site = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

/**
 * Wakes verifyPayment once, through Hosting as the browser will, so the first parent of a
 * suite does not wait for the emulator to load the function.
 */
export async function wakeVerifyPayment() {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const res = await fetch(`${site}/api/verifyPayment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: `warmup-${Date.now()}`, studentName: 'Warm Up' }),
    }).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
