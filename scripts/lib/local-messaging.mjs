/**
 * The local-only WhatsApp and Africa's Talking credentials: the messaging stand-in accepts
 * exactly these (real ones live in Functions secrets). Its own module: the local run's set-up
 * (local.mjs) and the stand-in (messaging-standin.mjs) both read it, and neither imports the other.
 */
export const LOCAL_MESSAGING = {
  token: 'local-whatsapp-token',
  appSecret: 'local-whatsapp-app-secret',
  phoneNumberId: '100000000000001',
  verifyToken: 'local-whatsapp-verify-token',
  atUsername: 'sandbox',
  atApiKey: 'local-at-api-key',
  reportSecret: 'local-at-report-secret',
};
