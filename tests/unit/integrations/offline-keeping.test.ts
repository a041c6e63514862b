// What a phone may keep for use with no signal (src/integrations/offline/keeping.ts).
import { describe, expect, it } from 'vitest';
import { keeping } from '../../../src/integrations/offline/keeping';
import { LANGUAGES } from '../../../src/i18n/languages';

describe('keeping', () => {
  it('never keeps the staff console, the mentors page, the editors form or the API', () => {
    for (const path of [
      '/staff',
      '/staff.html',
      '/mentor',
      '/sw/mentor',
      '/admin',
      '/admin/',
      '/admin/index.html',
      '/api/session',
      '/api/book',
      '/__/auth/handler',
    ]) {
      expect(keeping(path), path).toBe('never');
    }
  });

  it("keeps a family's pages and files apart, in every language", () => {
    for (const path of [
      '/dashboard',
      '/sw/dashboard',
      '/manage',
      '/sw/manage',
      '/move',
      '/enroll',
      '/success',
      '/certificates/abc',
      '/certificates/abc/card.png',
      '/api/calendar/xyz.ics',
    ]) {
      expect(keeping(path), path).toBe('family');
    }
  });

  it('reads every language in the list by its prefix, not by a list of its own', () => {
    for (const { prefix } of LANGUAGES.filter((l) => l.prefix)) {
      expect(keeping(`${prefix}/dashboard`)).toBe('family');
      expect(keeping(`${prefix}/staff`)).toBe('never');
      expect(keeping(`${prefix}/pricing`)).toBe('public');
    }
  });

  it('keeps every other page as public', () => {
    for (const path of [
      '/',
      '/sw',
      '/pricing',
      '/sw/pricing',
      '/faq',
      '/book-class',
      '/staffing-news',
      '/administrators',
      '/mentoring',
    ]) {
      expect(keeping(path), path).toBe('public');
    }
  });
});
