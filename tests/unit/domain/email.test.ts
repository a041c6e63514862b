// The one email rule: a single plain mailbox. Addresses a mailer would read as a display
// name, a list, a quoted or commented part are refused, and the message names the
// character to take out, after the plain refusal sentence.
import { describe, expect, it } from 'vitest';
import { emailFault, emailMessage, familyEmail, isValidEmail } from '../../../src/domain/email';
import { contactProblem } from '../../../src/domain/inbox';
import { words as messages } from '../../../src/i18n/en/messages';
import { validatePaymentForm } from '../../../src/domain/payment';

const SPEC = 'Enter a valid email address.';

describe('one plain mailbox', () => {
  it.each([
    'amina@example.com',
    'a.b+c@mail.co.ke',
    "o'brien@example.ie",
    'first_last-1@sub.example.co.za',
    'wanjiru@mũthoni.example',
    ' parent@shule.ac.tz ',
  ])('accepts %j', (email) => {
    expect(emailFault(email)).toBeNull();
    expect(emailMessage(email)).toBeNull();
  });

  it.each([
    ['Bob<someone@example.com>', '"<"'],
    ['someone@example.com>', '">"'],
    ['victim,other@example.com', '",": please give one address only'],
    ['victim@example.com,other@example.com', '",": please give one address only'],
    ['a;b@x.co', '";": please give one address only'],
    ['"a b"@x.co', 'quotation marks'],
    ['"bob"@example.com', 'quotation marks'],
    ['bob(comment)@example.com', '"("'],
    ['bob@example.com(comment)', '"("'],
    ['bob@[127.0.0.1]', '"["'],
    ['group:bob@example.com', '":"'],
    ['bob\\@example.com', '"\\"'],
    ['a@b@example.com', 'a second "@"'],
    ['Bob <bob@example.com>', 'a space'],
    ['ami\u00A0na@example.com', 'a space'],
    ['amina\u200B@example.com', 'an invisible character'],
    ['\u3164@example.com', 'an invisible character'],
    ['amina@\u202Emoc.elpmaxe', 'an invisible character'],
    ['amina😀@example.com', '"😀"'],
  ])('refuses %j, naming %s', (email, named) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailMessage(email)).toBe(`${SPEC} It cannot contain ${named}.`);
  });

  it.each(['', 'amina', 'amina@', '@example.com', 'amina@example', 'amina@example.'])(
    'refuses the shape of %j with the plain sentence alone',
    (email) => {
      expect(emailFault(email)).toEqual({ kind: 'shape' });
      expect(emailMessage(email)).toBe(SPEC);
    },
  );

  it('keeps the length limit', () => {
    expect(emailMessage(`${'a'.repeat(250)}@b.co`)).toBe(SPEC);
  });
});

describe('every form says it the same way', () => {
  const bad = 'Bob<bob@example.com>';
  const said = `${SPEC} It cannot contain "<".`;

  it('payment, contact and booking', () => {
    expect(validatePaymentForm({ name: 'Amina', email: bad, amount: '10', currency: 'KES' } as never, () => null)).toEqual({
      field: 'email',
      message: said,
    });
    const contact = { firstName: 'Amina', lastName: 'Otieno', phone: '', email: bad, company: '', message: 'Hi' };
    expect(contactProblem(contact)).toEqual({ field: 'email', message: said });
    expect(messages.email.invalid).toBe(messages.booking.invalidEmail);
    expect(messages.payment.invalidEmail).toBe(SPEC);
  });
});

describe('family keys', () => {
  it('treats one email however it is written as one family', () => {
    expect(familyEmail('  Amina.Otieno@Example.COM ')).toBe('amina.otieno@example.com');
  });
});
