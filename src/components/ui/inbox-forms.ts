// Sends the landing contact form ([data-contact-form]) and the footer "Got Questions?"
// box ([data-question-form]). inbox-forms-boot.ts loads this module when a parent first
// focuses a form; the message service loads only on Send. The checks are src/domain/inbox.ts,
// the very rules the message function runs. On success the form says so and clears; on
// failure (offline, or too many messages from this connection) it says so and keeps every
// word typed.
import { words as contactMessages } from '../../i18n/en/messages/contact';
import { words as questionMessages } from '../../i18n/en/messages/question';
import { emailMessage } from '../../domain/email';
import { CONTACT_LIMITS, contactProblem, type ContactField, type ContactMessage } from '../../domain/inbox';

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
  texts: { sent: string; failed: string; limited: string },
): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (form.dataset.busy) return;
  form.dataset.busy = '1';
  if (button) button.disabled = true;
  show({ el: status, tone: 'busy' }, contactMessages.sending);
  let inbox: typeof import('../../services/inbox') | undefined;
  try {
    inbox = await import('../../services/inbox');
    await submit(inbox);
    form.reset();
    show({ el: status, tone: 'ok' }, texts.sent);
  } catch (error) {
    console.error('Sending failed', error);
    if (inbox && error instanceof inbox.InvalidError) {
      show({ el: status, tone: 'error' }, '');
      markField(field(form, error.field), error.message);
      field(form, error.field)?.focus();
    } else {
      show({ el: status, tone: 'error' }, inbox && error instanceof inbox.LimitedError ? texts.limited : texts.failed);
    }
  } finally {
    delete form.dataset.busy;
    if (button) button.disabled = false;
  }
}

function submitQuestion(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-question-status]');
  const email = field(form, 'email');
  const badEmail = email ? emailMessage(email.value) : questionMessages.invalidEmail;
  if (!email || badEmail) {
    markField(email, badEmail);
    email?.focus();
    return;
  }
  markField(email, null);
  void send(form, status, (inbox) => inbox.sendQuestion(email.value), questionMessages);
}

function submitContact(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-contact-status]');
  const fields = Object.keys(CONTACT_LIMITS) as ContactField[];
  const typed = Object.fromEntries(fields.map((name) => [name, field(form, name)?.value ?? ''])) as ContactMessage;
  const problem = contactProblem(typed);
  for (const name of fields) markField(field(form, name), problem?.field === name ? problem.message : null);
  if (problem) {
    field(form, problem.field)?.focus();
    return;
  }
  void send(form, status, (inbox) => inbox.sendContactMessage(typed), contactMessages);
}

/** Readies a form once the parent starts on it: the same limits the message function enforces, so a long text is cut while typing, not refused. */
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
