// What staff read of a booking's messages: which, on which channel, how far it got.
import { describe, expect, it } from 'vitest';
import { readSummaries, summarize } from '../../../../src/domain/whatsapp/summary';

describe('message summaries', () => {
  it('follows a WhatsApp message from queued to read', () => {
    const m = { template: 'trial_booked', channel: 'whatsapp', delivery: { state: 'PENDING' } };
    expect(summarize(m)).toEqual({ what: 'Trial booked', channel: 'WhatsApp', progress: 'queued' });
    expect(summarize({ ...m, delivery: { state: 'SUCCESS' }, whatsapp: { status: 'accepted' } }).progress).toBe('sent');
    expect(summarize({ ...m, delivery: { state: 'SUCCESS' }, whatsapp: { status: 'read' } }).progress).toBe('read');
  });
  it('says SMS after a fallback, retry after a temporary failure, and why nothing was sent', () => {
    expect(
      summarize({ template: 'class_moved', channel: 'sms', delivery: { state: 'SUCCESS' }, sms: { status: 'Success' } }),
    ).toEqual({
      what: 'Class moved',
      channel: 'SMS',
      progress: 'success',
    });
    expect(summarize({ delivery: { state: 'ERROR', nextAttemptAt: 1 } })).toEqual({
      what: 'Reply',
      channel: 'WhatsApp',
      progress: 'will retry',
    });
    expect(summarize({ delivery: { state: 'ERROR', nextAttemptAt: null } }).progress).toBe('failed');
    expect(summarize({ template: 'class_reminder_1h', skipped: 'The family replied STOP: WhatsApp is off.' })).toEqual({
      what: 'Reminder (1 h)',
      channel: 'None',
      progress: 'not sent: The family replied STOP: WhatsApp is off.',
    });
  });
  it('reads what a booking holds, in id order, ignoring junk', () => {
    const a = { what: 'Trial booked', channel: 'WhatsApp', progress: 'read' };
    const b = { what: 'Reminder (24 h)', channel: 'SMS', progress: 'success' };
    expect(readSummaries({ 'booking-x-reminder': b, 'booking-x-booked': a, junk: 3 })).toEqual([a, b]);
    expect(readSummaries(undefined)).toEqual([]);
  });
});
