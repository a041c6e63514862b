// The messaging functions' configuration: WhatsApp Business Cloud API and Africa's Talking
// SMS. Keys are Functions secrets; base URLs are params whose defaults are the real
// services (locally, scripts/lib/local-config.mjs points them at the stand-in). Production differs
// only by these values.
import { defineSecret, defineString } from 'firebase-functions/params';

export const whatsappToken = defineSecret('WHATSAPP_TOKEN');
export const whatsappAppSecret = defineSecret('WHATSAPP_APP_SECRET');
export const whatsappPhoneNumberId = defineSecret('WHATSAPP_PHONE_NUMBER_ID');
export const whatsappVerifyToken = defineSecret('WHATSAPP_VERIFY_TOKEN');
export const atUsername = defineSecret('AT_USERNAME');
export const atApiKey = defineSecret('AT_API_KEY');
export const atReportSecret = defineSecret('AT_REPORT_SECRET');

export const whatsappApiUrl = defineString('WHATSAPP_API_URL', {
  default: 'https://graph.facebook.com/v21.0',
  description: 'The Cloud API base, with its version: https://graph.facebook.com/v21.0',
});
export const atApiUrl = defineString('AT_API_URL', {
  default: 'https://api.africastalking.com',
  description: "Africa's Talking API base (https://api.sandbox.africastalking.com for its sandbox).",
});

/** The secrets a function that sends needs. */
export const sendingSecrets = [whatsappToken, whatsappPhoneNumberId, atUsername, atApiKey];

export interface Providers {
  whatsapp: { apiUrl: string; token: string; phoneNumberId: string };
  /** SMS go from Africa's Talking's shared short code (a registered sender id would be one more param). */
  sms: { apiUrl: string; username: string; apiKey: string };
}

/** Read at run time, inside a function that declared `sendingSecrets`. */
export function providers(): Providers {
  return {
    whatsapp: {
      apiUrl: whatsappApiUrl.value().replace(/\/+$/, ''),
      token: whatsappToken.value(),
      phoneNumberId: whatsappPhoneNumberId.value(),
    },
    sms: {
      apiUrl: atApiUrl.value().replace(/\/+$/, ''),
      username: atUsername.value(),
      apiKey: atApiKey.value(),
    },
  };
}
