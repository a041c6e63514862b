// The spec's simple email pattern (text, @, text, dot, text), in its own module so the
// footer and contact scripts can check an address without loading the booking rules.

export const EMAIL_MAX = 254;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
