// Property tests of the family endpoint's parser: whatever the body holds, a 4xx in the forms'
// own words or a request safe to act on. It never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words as messagesSw } from '../../../src/i18n/sw/messages';
import { isAutoId } from '../../../src/domain/request';
import { gradeIds } from '../../../functions/src/platform/content';
import { readFamilyRequest } from '../../../src/domain/requests/family';
import { bodiesAround } from '../../support/malformed';
import { english, languageCodes, runs, verdict } from './request-setup';

describe('POST /api/family: readFamilyRequest', () => {
  it('refuses in the words it is given (the request’s language)', async () => {
    const { words: childMessagesSw } = await import('../../../src/i18n/sw/children');
    const { words: subscriptionMessagesSw } = await import('../../../src/i18n/sw/subscription');
    const words = { messages: messagesSw, children: childMessagesSw, subscription: subscriptionMessagesSw };
    expect(readFamilyRequest({ action: 'addChild', name: '', grade: gradeIds[0] }, gradeIds, languageCodes, words)).toMatchObject(
      {
        body: { field: 'name', message: childMessagesSw.invalidName },
      },
    );
    expect(readFamilyRequest({ action: 'removeChild', childId: '..' }, gradeIds, languageCodes, words)).toMatchObject({
      http: 404,
      body: { message: childMessagesSw.notFound },
    });
    expect(readFamilyRequest({ action: 'renewal', enrollmentId: '..' }, gradeIds, languageCodes, words)).toMatchObject({
      body: { message: subscriptionMessagesSw.notFound },
    });
    expect(readFamilyRequest({ action: 'x' }, gradeIds, languageCodes, words)).toMatchObject({
      body: { message: messagesSw.request.unreadable },
    });
  });

  it("answers any body with the dashboard form's words, or a child to store and an id that names one document", () => {
    expect(readFamilyRequest({}, gradeIds, languageCodes, english)).toEqual({ ok: true, request: { action: 'load' } });
    const child = { name: 'Mũthoni', grade: gradeIds[0]! };
    const bodies = fc.oneof(
      bodiesAround({ action: 'addChild', ...child }),
      bodiesAround({ action: 'editChild', childId: 'c'.repeat(20), ...child }),
      bodiesAround({ action: 'notify', notify: { whatsapp: false, mail: true } }),
      bodiesAround({ action: 'renewal', enrollmentId: 'e'.repeat(32), on: false }),
      bodiesAround({ action: 'updateCard', enrollmentId: 'a1'.repeat(10) }),
      bodiesAround({ action: 'removeChild', childId: 'c'.repeat(20) }),
      bodiesAround({ action: 'language', language: 'sw' }),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = verdict(() => readFamilyRequest(body, gradeIds, languageCodes, english));
        if (!parsed.ok || parsed.request.action === 'load') return;
        if (parsed.request.action === 'notify') {
          // Only the two switches, each a boolean, and at least one of them.
          const keys = Object.keys(parsed.request.notify);
          expect(keys.length).toBeGreaterThan(0);
          for (const key of keys) expect(['whatsapp', 'mail']).toContain(key);
          for (const value of Object.values(parsed.request.notify)) expect(typeof value).toBe('boolean');
          return;
        }
        if (parsed.request.action === 'language') {
          // Only a language the site speaks.
          expect(['en', 'sw']).toContain(parsed.request.language);
          return;
        }
        if (parsed.request.action === 'removeChild') {
          expect(isAutoId(parsed.request.childId)).toBe(true);
          return;
        }
        if (parsed.request.action === 'renewal' || parsed.request.action === 'updateCard') {
          // An id that can name one enrollment document, nothing else.
          expect(parsed.request.enrollmentId).toMatch(/^([0-9a-f]{32}|[A-Za-z0-9]{20})$/);
          if (parsed.request.action === 'renewal') expect(typeof parsed.request.on).toBe('boolean');
          return;
        }
        expect(gradeIds).toContain(parsed.request.child.grade);
        expect(parsed.request.child.name).toBe(parsed.request.child.name.trim());
        if (parsed.request.action === 'editChild') expect(isAutoId(parsed.request.childId)).toBe(true);
      }),
      runs,
    );
  });
});
