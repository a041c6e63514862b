// Shared by book.test.ts and book-refusals.test.ts: a token's hash as stored, and today in Nairobi.
import { createHash } from 'node:crypto';
import { nairobiDate } from '../../../src/domain/slots';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const today = () => nairobiDate(new Date());
