// The bodies /manage, /dashboard, the waiting list and the contact forms send, typed from the
// src/domain/requests/ module their function reads them with: each body a page may send is
// accepted, and read as the request the function serves.
import { describe, expect, it } from 'vitest';
import { readManageRequest, type ManageBody } from '../../../src/domain/requests/manage';
import { readGuardiansRequest, type GuardiansBody } from '../../../src/domain/requests/guardians';
import { readWaitlistRequest, type WaitlistBody } from '../../../src/domain/requests/waitlist';
import { readMessageRequest, type MessageBody } from '../../../src/domain/requests/contact-message';
import { readFamilyRequest, type FamilyBody } from '../../../src/domain/requests/family';
import { bookBody } from '../../../src/domain/requests/bodies';
import type { BookingDraft } from '../../../src/domain/booking';
import { words as guardianWords } from '../../../src/i18n/en/guardians';
import { words as waitlistWords } from '../../../src/i18n/en/waitlist';
import { countries, gradeIds } from '../../../functions/src/platform/content';
import { now, day, token, english, languageCodes } from './request-setup';

const autoId = 'b'.repeat(20);
const enrollmentId = 'c'.repeat(32);

describe('the bodies the family pages send, read by their functions', () => {
  it('/api/manage: every action, by the link token and by the booking id', () => {
    for (const who of [{ token }, { bookingId: autoId }]) {
      const bodies: ManageBody[] = [
        { ...who, action: 'view' },
        { ...who, action: 'cancel' },
        { ...who, action: 'reschedule', date: day, time: '14:00' },
        { ...who, action: 'notify', notify: { whatsapp: false } },
        { ...who, action: 'language', language: 'sw' },
      ];
      for (const body of bodies) {
        const parsed = readManageRequest(body, now, languageCodes, english.messages);
        expect(parsed.ok, JSON.stringify(body)).toBe(true);
        if (parsed.ok) expect(parsed.request).toMatchObject({ ...who, action: body.action });
      }
    }
  });

  it('/api/guardians: every action', () => {
    const bodies: GuardiansBody[] = [
      {},
      { action: 'invite', email: 'baba@example.com' },
      { action: 'invite' },
      { action: 'revoke', inviteId: 'a'.repeat(64) },
      { action: 'accept', token },
      { action: 'accept', token, phone: '0712345678', country: 'KE' },
      { action: 'leave' },
      { action: 'remove', guardianUid: autoId },
    ];
    for (const body of bodies) {
      const parsed = readGuardiansRequest(body, guardianWords);
      expect(parsed.ok, JSON.stringify(body)).toBe(true);
      if (parsed.ok) expect(parsed.request.action).toBe(body.action ?? 'list');
    }
  });

  it("/api/waitlist: the booking form's body to join, a link's token to act", () => {
    const draft: BookingDraft = {
      studentName: 'Wanjiru',
      studentGrade: gradeIds[0]!,
      parentName: 'Amina Otieno',
      email: 'amina@example.com',
      phone: '0712345678',
      countryCode: 'KE',
      date: day,
      time: '14:00',
    };
    const bodies: WaitlistBody[] = [
      { action: 'join', ...bookBody(draft, { altcha: 'solved' }) },
      { action: 'view', token },
      { action: 'leave', token },
      { action: 'claim', token },
    ];
    const words = { ...english, waitlist: waitlistWords };
    for (const body of bodies) {
      const parsed = readWaitlistRequest(body, gradeIds, countries, now, words);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (parsed.ok) expect(parsed.request.action).toBe(body.action);
    }
  });

  it('/api/message: the contact form and the questions box', () => {
    const bodies: MessageBody[] = [
      {
        kind: 'contact',
        firstName: 'Amina',
        lastName: 'Otieno',
        phone: '0712 345 678',
        email: 'amina@example.com',
        company: '',
        message: 'Do you teach Scratch to a seven-year-old?',
      },
      { kind: 'question', email: 'amina@example.com' },
    ];
    const collections = bodies.map((body) => {
      const parsed = readMessageRequest(body, english.messages);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      return parsed.ok ? parsed.request.collection : null;
    });
    expect(collections).toEqual(['contactMessages', 'questions']);
  });

  it('/api/family: every action, a child flat beside its action', () => {
    const child = { name: 'Wanjiru Otieno', grade: gradeIds[0]! };
    const bodies: FamilyBody[] = [
      { action: 'load' },
      { action: 'addChild', ...child },
      { action: 'editChild', childId: autoId, ...child, fullNameOnCertificates: true },
      { action: 'removeChild', childId: autoId },
      { action: 'notify', notify: { mail: false } },
      { action: 'language', language: 'sw' },
      { action: 'renewal', enrollmentId, on: false },
      { action: 'updateCard', enrollmentId },
    ];
    for (const body of bodies) {
      const parsed = readFamilyRequest(body, gradeIds, languageCodes, english);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (parsed.ok) expect(parsed.request.action).toBe(body.action);
    }
  });
});
