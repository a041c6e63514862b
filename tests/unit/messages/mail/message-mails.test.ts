// The contact, question and recommendation mail templates, as text and HTML.
import { describe, expect, it } from 'vitest';
import { contactAcknowledgement, contactNotice, questionNotice } from '../../../../src/messages/mail/contact';
import { recommendationMail } from '../../../../src/messages/mail/recommendation';
import { brand, hostile, wellFormed } from './mail-fixtures';

describe('message mails', () => {
  const message = {
    firstName: 'Wanjiru',
    lastName: hostile,
    email: 'w@example.com',
    phone: '+254711000000',
    company: '',
    message: `Hello\n${hostile}\nBye`,
  };

  it("contact: the sender's acknowledgement thanks them, says when the answer comes, and repeats nothing they typed", () => {
    const mail = contactAcknowledgement('en', brand);
    wellFormed(mail);
    expect(mail.text).toContain(`Thank you for writing to ${brand.name}.`);
    expect(mail.text).toContain('answer within one working day');
    for (const typed of ['Wanjiru', 'Bye', 'onerror', 'w@example.com']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
  });

  it('contact: the school notice holds every field', () => {
    const mail = contactNotice(brand, message);
    wellFormed(mail);
    for (const value of ['Wanjiru', 'w@example.com', '+254711000000', 'Bye']) expect(mail.text).toContain(value);
    expect(mail.html).not.toContain('<img');
  });

  it('question: a notice with the email', () => {
    const mail = questionNotice(brand, 'q@example.com');
    wellFormed(mail);
    expect(mail.text).toContain('Email: q@example.com');
  });
});

describe('recommendation mail', () => {
  it('names the child, course, plan, period and price, quotes the note, and links to /enroll', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const mail = recommendationMail(
      'en',
      brand,
      {
        studentName: 'Wanjiru',
        parentName: 'Amina',
        courseTitle: 'AI & Coding Prodigy',
        plan: { name: 'Pro', classes: 2 },
        period: 'quarterly',
        currency: 'KES',
        amount: 14000,
        note: `Loves puzzles. ${hostile}`,
      },
      `${brand.siteUrl}/enroll#${'A'.repeat(43)}`,
    );
    wellFormed(mail);
    expect(mail.subject).toBe(`Wanjiru's learning plan from ${brand.name}`);
    for (const line of [
      'Course: AI & Coding Prodigy',
      'Plan: Pro (2 classes per week)',
      'Billing period: Quarterly',
      'Price: KES 14,000',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`/enroll#${'A'.repeat(43)}`);
    expect(mail.html).not.toContain(hostile);
  });
});
