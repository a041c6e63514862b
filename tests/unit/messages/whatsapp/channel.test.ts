// Channel choice and fallback: which provider answers mean sent, try again, or SMS instead;
// STOP and START replies; statuses that never move back.
import { describe, expect, it } from 'vitest';
import {
  furthestStatus,
  isStart,
  isStop,
  smsText,
  smsVerdict,
  whatsappCodeVerdict,
  whatsappVerdict,
  SMS_MAX,
} from '../../../../src/messages/whatsapp/channel';
import { isConfirmed, readNotify, readNotifyChange } from '../../../../src/domain/whatsapp/preferences';

const refusal = (code: number) => ({ error: { message: 'x', type: 'OAuthException', code } });

describe('WhatsApp answers', () => {
  it('a message id is sent', () => {
    expect(whatsappVerdict(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] })).toBe('sent');
  });
  it('200 without a message id is not taken as sent', () => {
    expect(whatsappVerdict(200, {})).toBe('permanent');
  });
  it.each([
    [0, null],
    [500, refusal(131000)],
    [503, {}],
    [429, refusal(130429)],
    [400, refusal(131000)],
    [400, refusal(131056)],
    [401, refusal(190)],
  ])('HTTP %s %j is temporary: tried again on WhatsApp', (http, body) => {
    expect(whatsappVerdict(http, body)).toBe('temporary');
  });
  it.each([
    [400, refusal(131026)],
    [400, refusal(132015)],
    [400, refusal(132016)],
    [404, refusal(132001)],
    [400, refusal(100)],
    [400, {}],
  ])('HTTP %s %j is permanent: the message goes by SMS instead', (http, body) => {
    expect(whatsappVerdict(http, body)).toBe('permanent');
  });
  it('a failed status: not on WhatsApp is permanent, a rate limit is not', () => {
    expect(whatsappCodeVerdict(131026)).toBe('permanent');
    expect(whatsappCodeVerdict(undefined)).toBe('permanent');
    expect(whatsappCodeVerdict(130429)).toBe('temporary');
  });
});

describe("Africa's Talking answers", () => {
  it.each([100, 101, 102])('statusCode %s is sent', (code) => expect(smsVerdict(201, code)).toBe('sent'));
  it.each([401, 403, 405, 406, 409])('statusCode %s is refused for good', (code) =>
    expect(smsVerdict(201, code)).toBe('permanent'),
  );
  it.each([500, 501, 502])('statusCode %s is tried again', (code) => expect(smsVerdict(201, code)).toBe('temporary'));
  it('a server error or no answer is tried again', () => {
    expect(smsVerdict(500, undefined)).toBe('temporary');
    expect(smsVerdict(0, undefined)).toBe('temporary');
  });
  it('a 401 (bad key) with no recipients is permanent', () => expect(smsVerdict(401, undefined)).toBe('permanent'));
});

describe('replies and statuses', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'UNSUBSCRIBE'])('%j turns WhatsApp off', (text) => expect(isStop(text)).toBe(true));
  it.each(['please stop by', 'stopped', '', undefined, 'START'])('%j does not', (text) => expect(isStop(text)).toBe(false));
  it('START turns it on again', () => {
    expect(isStart('start')).toBe(true);
    expect(isStart('stop')).toBe(false);
  });
  it('a status never moves back; failed wins', () => {
    expect(furthestStatus(undefined, 'sent')).toBe('sent');
    expect(furthestStatus('read', 'delivered')).toBe('read');
    expect(furthestStatus('delivered', 'read')).toBe('read');
    expect(furthestStatus('read', 'failed')).toBe('failed');
  });
  it('an SMS is flattened and cut on a word', () => {
    expect(smsText('a\n\n b')).toBe('a b');
    const long = smsText('word '.repeat(200));
    expect(long.length).toBeLessThanOrEqual(SMS_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('a family’s channels', () => {
  it('both on unless stored off', () => {
    expect(readNotify(undefined)).toEqual({ whatsapp: true, mail: true });
    expect(readNotify({ whatsapp: false })).toEqual({ whatsapp: false, mail: true });
  });
  it('a change names whatsapp or mail with a boolean, nothing else', () => {
    expect(readNotifyChange({ whatsapp: false })).toEqual({ whatsapp: false });
    expect(readNotifyChange({ mail: true, whatsapp: true })).toEqual({ mail: true, whatsapp: true });
    for (const bad of [{}, null, [], { whatsapp: 'no' }, { sms: false }, 'whatsapp']) expect(readNotifyChange(bad)).toBeNull();
  });
  it('a confirmation counts for the class time it was given for', () => {
    expect(isConfirmed({ date: '2026-11-24', time: '10:00' }, '2026-11-24', '10:00')).toBe(true);
    expect(isConfirmed({ date: '2026-11-24', time: '10:00' }, '2026-11-25', '10:00')).toBe(false);
    expect(isConfirmed(undefined, '2026-11-24', '10:00')).toBe(false);
  });
});
