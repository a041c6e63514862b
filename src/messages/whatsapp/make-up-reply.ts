// "Book a make-up" on WhatsApp: the quick reply on the message telling a family its weekly class
// was cancelled with a credit names the class (`makeup:<class id>`); the answer lists free hours,
// each row's id naming the class and the hour's start (`makeup:<class id>@<epoch ms>`), and
// WhatsApp sends the chosen row's id back. The credit is the class's (credits are named after
// the class they make up for). Pure.
import { BUTTONS } from './templates';

/** WhatsApp's limits on a list message: rows in all, and characters of a row's title and description. */
export const LIST_LIMITS = { rows: 10, title: 24, description: 72, button: 20 } as const;

const CLASS_ID = '[A-Za-z0-9_-]{1,128}';
const prefix = BUTTONS.makeUp.payload;

/** The class a tap on "Book a make-up" is for; null for any other payload. */
export function readMakeUpTap(payload: unknown): { classId: string } | null {
  if (typeof payload !== 'string') return null;
  const match = new RegExp(`^${prefix}:(${CLASS_ID})$`).exec(payload);
  return match ? { classId: match[1]! } : null;
}

/** A list row's id: the class made up for and the hour chosen. */
export const makeUpRowId = (classId: string, start: Date) => `${prefix}:${classId}@${start.getTime()}`;

/** Reads a chosen row back; null for anything else. */
export function readMakeUpChoice(id: unknown): { classId: string; start: Date } | null {
  if (typeof id !== 'string') return null;
  const match = new RegExp(`^${prefix}:(${CLASS_ID})@(\\d{10,15})$`).exec(id);
  return match ? { classId: match[1]!, start: new Date(Number(match[2])) } : null;
}

/** Cuts a row's text to WhatsApp's limit, with an ellipsis when it had to. */
export const fitRow = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
