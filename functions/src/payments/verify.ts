// verifyPayment: the browser asks, after Paystack's popup hands back a reference, whether
// the payment counts. Its body is read by src/domain/requests/verify-payment.ts.
import { siteHandler } from '../platform/opening';
import { clientAddress } from '../platform/rate-limit';
import { paystackSecret } from './config';
import { maxWaitMs, settle } from './settle';
import { verifyPaymentSchema } from '../../../src/domain/requests/verify-payment';

// JSON posts only (the opening's admit): a cross-site HTML form can send neither JSON nor a custom content type.
export const verifyPayment = siteHandler(
  {
    name: 'verifyPayment',
    options: { secrets: [paystackSecret] },
    schema: (_language, messages) => verifyPaymentSchema(maxWaitMs, messages),
    logged: ({ reference }) => ({ reference }),
  },
  async ({ req, res, request: input, language }) => {
    const settled = await settle(input.reference, input.name, 'verify', input.waitMs, clientAddress(req), language);
    if (settled.body.status === 'limited') res.set('Retry-After', String(settled.body.retryAfter));
    res.status(settled.http).json(settled.body);
  },
);
