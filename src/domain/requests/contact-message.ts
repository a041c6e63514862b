// The schema of POST /api/message's body: the landing contact form ({kind: 'contact',
// firstName, lastName, phone, email, company, message}) or the footer "Got Questions?" box
// ({kind: 'question', email}), checked with the forms' own src/domain/inbox.ts rules.
import { CONTACT_LIMITS, contactFields, contactProblem, questionEmail, readContactMessage } from '../inbox';
import type { ContactField, ContactMessage } from '../inbox';
import { emailMessage } from '../email';
import type { UnreadableWords } from '../request';
import { bodyOf, parsedBy, refuseIssue, type WordsOf } from './schema';

/** What a page sends: the contact form's fields, or the questions box's email. */
export type MessageBody = ({ kind: 'contact' } & ContactMessage) | { kind: 'question'; email: string };

export type MessageRequest = { collection: 'contactMessages' | 'questions'; data: Record<string, string> };

/** The words of the request's language. */
export type MessageWords = UnreadableWords & WordsOf<typeof contactProblem, 1> & { question: { invalidEmail: string } };

export function messageSchema(words: MessageWords) {
  return bodyOf<MessageBody>().transform((body, ctx): MessageRequest => {
    if (body.kind === 'question') {
      const email = questionEmail(body.email);
      if (email) return { collection: 'questions', data: { email } };
      const typed = typeof body.email === 'string' ? emailMessage(body.email, words) : null;
      return refuseIssue(ctx, typed || words.question.invalidEmail, 'email');
    }
    if (body.kind !== 'contact') return refuseIssue(ctx, words.request.unreadable, 'kind');
    const input = readContactMessage(body);
    if (!input) {
      // The first field that is not text, or far longer than the form lets anyone type.
      const field = (Object.keys(CONTACT_LIMITS) as ContactField[]).find((f) => typeof (body[f] ?? '') !== 'string') ?? null;
      return field ? refuseIssue(ctx, words.request.unreadable, field) : refuseIssue(ctx, words.contact.tooLong, longField(body));
    }
    const problem = contactProblem(input, words);
    if (problem) return refuseIssue(ctx, problem.message, problem.field);
    return { collection: 'contactMessages', data: contactFields(input)! };
  });
}

export const readMessageRequest = (body: unknown, words: MessageWords) => parsedBy(messageSchema(words), body);

function longField(body: Record<string, unknown>): ContactField {
  const fields = Object.keys(CONTACT_LIMITS) as ContactField[];
  return fields.find((f) => String(body[f] ?? '').length > CONTACT_LIMITS[f]) ?? 'message';
}
