// Contact messages and questions are written only by the message function: a browser may
// not create one, even a perfectly shaped one, alone or in a batch.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { rulesEnvironment } from '../support/rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment('-inbox');
});
afterAll(() => env.cleanup());

const contact = {
  firstName: 'Amina',
  lastName: 'Otieno',
  phone: '',
  email: 'amina@example.com',
  company: '',
  message: 'Do you teach robotics to 8 year olds?',
  handled: false,
  createdAt: serverTimestamp(),
};
const question = { email: 'amina@example.com', handled: false, createdAt: serverTimestamp() };

describe('contact messages and questions', () => {
  const browsers = () => [
    env.unauthenticatedContext().firestore(),
    env.authenticatedContext('aminaUid0000000000000000000A').firestore(),
  ];

  it('a browser cannot create a contact message, signed in or not', async () => {
    for (const db of browsers()) await assertFails(setDoc(doc(collection(db, 'contactMessages')), contact));
  });

  it('a browser cannot create a question, signed in or not', async () => {
    for (const db of browsers()) await assertFails(setDoc(doc(collection(db, 'questions')), question));
  });

  it('a batch of many is refused as a whole', async () => {
    const db = env.unauthenticatedContext().firestore();
    const batch = writeBatch(db);
    for (let i = 0; i < 500; i += 1) batch.set(doc(collection(db, 'contactMessages')), contact);
    await assertFails(batch.commit());
  });
});
