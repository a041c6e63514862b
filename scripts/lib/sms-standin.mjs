// The stand-in for Africa's Talking's SMS send: checks the key, records each message and
// answers as the API does, then posts a delivery report to smsReportUrl.
import { randomBytes } from 'node:crypto';
import { send } from './standin-http.mjs';

export async function smsSend(req, res, body, { atUsername, atApiKey, smsReportUrl, messages, takeFailure, later }) {
  if (req.headers.apikey !== atApiKey) return send(res, 401, 'The supplied authentication is invalid', 'text/plain');
  const form = new URLSearchParams(body);
  if (form.get('username') !== atUsername) return send(res, 401, 'The supplied authentication is invalid', 'text/plain');
  const text = form.get('message') ?? '';
  const recipients = (form.get('to') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const answers = recipients.map((number) => {
    if (!/^\+\d{7,15}$/.test(number))
      return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
    if (takeFailure('sms', number))
      return { statusCode: 500, number, status: 'InternalServerError', cost: '0', messageId: 'None' };
    const message = {
      id: `ATXid_${randomBytes(12).toString('hex')}`,
      channel: 'sms',
      to: number,
      template: null,
      language: null,
      parameters: [],
      buttons: [],
      text,
      from: form.get('from') || null,
      status: 'Sent',
      at: new Date().toISOString(),
    };
    messages.push(message);
    if (smsReportUrl) {
      later(150, async () => {
        message.status = 'Success';
        const report = new URLSearchParams({
          id: message.id,
          status: 'Success',
          phoneNumber: number,
          networkCode: '63902',
          retryCount: '0',
        });
        const r = await fetch(smsReportUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: report.toString(),
        });
        await r.arrayBuffer();
      });
    }
    return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId: message.id };
  });
  const sent = answers.filter((a) => a.statusCode === 101).length;
  send(res, 201, {
    SMSMessageData: {
      Message: `Sent to ${sent}/${answers.length} Total Cost: KES ${(0.8 * sent).toFixed(4)}`,
      Recipients: answers,
    },
  });
}
