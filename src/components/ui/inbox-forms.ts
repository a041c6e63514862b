// Sends the landing contact form ([data-contact-form]) and the footer "Got Questions?"
// box ([data-question-form]). inbox-forms-boot.ts loads this module when a parent first
// focuses a form; the message service, and with it Firebase, loads only on Send. On success the form says
// so and clears; on failure it says so and keeps every word typed.
import { messages } from '../../domain/messages';
import { isValidEmail } from '../../domain/email';

const CONTACT_LIMITS = { firstName: 80, lastName: 80, phone: 30, email: 254, company: 120, message: 2000 };

type Status = { el: HTMLElement | null; tone: 'ok' | 'error' | 'busy' };

function show({ el, tone }: Status, text: string): void {
  if (!el) return;
  el.textContent = text;
  el.dataset.tone = tone;
  el.classList.toggle(onDark(el) ? 'text-rose-200' : 'text-rose-700', tone === 'error');
}

/** The footer is dark: its messages need light colours to stay readable. */
const onDark = (el: Element) => el.closest('footer') !== null;

function field(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
}

/** Marks a field invalid with its message tied to it, or clears the mark. */
function markField(input: HTMLInputElement | HTMLTextAreaElement | null, message: string | null): void {
  if (!input) return;
  const errorId = `${input.id || input.name}-error`;
  let error = document.getElementById(errorId);
  if (message) {
    if (!error) {
      error = document.createElement('p');
      error.id = errorId;
      error.className = onDark(input) ? 'field-error !text-rose-200' : 'field-error';
      // After the input, or after its row when it shares one with a button (the footer box).
      const row = input.parentElement?.classList.contains('flex') ? input.parentElement : input;
      row.insertAdjacentElement('afterend', error);
    }
    error.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', errorId);
  } else {
    error?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

async function send(
  form: HTMLFormElement,
  status: HTMLElement | null,
  submit: (service: typeof import('../../services/inbox')) => Promise<void>,
  texts: { sent: string; failed: string },
): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (form.dataset.busy) return;
  form.dataset.busy = '1';
  if (button) button.disabled = true;
  show({ el: status, tone: 'busy' }, messages.contact.sending);
  try {
    await submit(await import('../../services/inbox'));
    form.reset();
    show({ el: status, tone: 'ok' }, texts.sent);
  } catch (error) {
    console.error('Sending failed', error);
    show({ el: status, tone: 'error' }, texts.failed);
  } finally {
    delete form.dataset.busy;
    if (button) button.disabled = false;
  }
}

function submitQuestion(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-question-status]');
  const email = field(form, 'email');
  if (!email || !isValidEmail(email.value)) {
    markField(email, messages.question.invalidEmail);
    email?.focus();
    return;
  }
  markField(email, null);
  void send(form, status, (inbox) => inbox.sendQuestion(email.value), messages.question);
}

function submitContact(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-contact-status]');
  const value = (name: string) => field(form, name)?.value ?? '';
  const checks: [string, string | null][] = [
    ['firstName', value('firstName').trim() ? null : messages.contact.missingFirstName],
    ['lastName', value('lastName').trim() ? null : messages.contact.missingLastName],
    ['email', isValidEmail(value('email')) ? null : messages.contact.invalidEmail],
    ['message', value('message').trim() ? null : messages.contact.missingMessage],
  ];
  for (const [name, message] of checks) markField(field(form, name), message);
  const firstBad = checks.find(([, message]) => message);
  if (firstBad) {
    field(form, firstBad[0])?.focus();
    return;
  }
  void send(
    form,
    status,
    (inbox) =>
      inbox.sendContactMessage({
        firstName: value('firstName'),
        lastName: value('lastName'),
        phone: value('phone'),
        email: value('email'),
        company: value('company'),
        message: value('message'),
      }),
    messages.contact,
  );
}

/** Readies a form once the parent starts on it: the same limits firestore.rules enforces, so a long text is cut while typing, not refused. */
export function prepareForm(form: HTMLFormElement): void {
  if (!form.matches('[data-contact-form]')) return;
  for (const [name, max] of Object.entries(CONTACT_LIMITS)) {
    const input = field(form, name);
    if (input) input.maxLength = max;
  }
}

export function submitForm(form: HTMLFormElement): void {
  if (form.matches('[data-question-form]')) submitQuestion(form);
  else if (form.matches('[data-contact-form]')) submitContact(form);
}
