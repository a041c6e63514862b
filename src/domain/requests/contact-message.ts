// The body of POST /api/message: the landing contact form ({kind: 'contact', firstName,
// lastName, phone, email, company, message}) or the footer "Got Questions?" box ({kind:
// 'question', email}), checked with the forms' own src/domain/inbox.ts rules.
import { CONTACT_LIMITS, contactFields, contactProblem, questionEmail, readContactMessage } from '../inbox';
import type { ContactField, ContactMessage } from '../inbox';
import { emailMessage } from '../email';
import { words as english, type Messages } from '../../i18n/en/messages';
import { accept, invalid, isRecord, unreadable, type Parsed } from '../request';

/** What a page sends: the contact form's fields, or the questions box's email. */
export type MessageBody = ({ kind: 'contact' } & ContactMessage) | { kind: 'question'; email: string };

export type MessageRequest = { collection: 'contactMessages' | 'questions'; data: Record<string, string> };

/** Refuses in `messages`' language (the request's). */
export function readMessageRequest(body: unknown, messages: Messages = english): Parsed<MessageRequest> {
  if (!isRecord(body)) return unreadable('kind', messages);
  if (body.kind === 'question') {
    const email = questionEmail(body.email);
    if (email) return accept({ collection: 'questions', data: { email } });
    const typed = typeof body.email === 'string' ? emailMessage(body.email, messages) : null;
    return invalid('email', typed || messages.question.invalidEmail);
  }
  if (body.kind !== 'contact') return unreadable('kind', messages);
  const input = readContactMessage(body);
  if (!input) {
    // The first field that is not text, or far longer than the form lets anyone type.
    const field = (Object.keys(CONTACT_LIMITS) as ContactField[]).find((f) => typeof (body[f] ?? '') !== 'string') ?? null;
    return field ? unreadable(field, messages) : invalid(longField(body), messages.contact.tooLong);
  }
  const problem = contactProblem(input, messages);
  if (problem) return invalid(problem.field, problem.message);
  return accept({ collection: 'contactMessages', data: contactFields(input)! });
}

function longField(body: Record<string, unknown>): ContactField {
  const fields = Object.keys(CONTACT_LIMITS) as ContactField[];
  return fields.find((f) => String(body[f] ?? '').length > CONTACT_LIMITS[f]) ?? 'message';
}
