// The WhatsApp outbox (messages/{id}: numbers and private manage links), what numbers said
// (contacts/{hash}: STOP) and the handled inbound ids (inbound/{hash}): no browser may read,
// list or write them, whether a visitor, a signed-in parent or staff.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesSuite } from '../support/rules-env';

const docs = ['messages/booking-x-booked', 'contacts/abc', 'inbound/def'];

const { visitor, signedIn } = rulesSuite('-messages', {
  once: async (seeded) => {
    const db = seeded as unknown as Firestore;
    await setDoc(doc(db, docs[0]!), { to: '+254712000000', parameters: { manage_link: 'https://x/manage#secret' } });
    await setDoc(doc(db, docs[1]!), { whatsappOff: true });
    await setDoc(doc(db, docs[2]!), { outcome: 'stopped' });
  },
});

const browsers: [string, () => Firestore][] = [
  ['a visitor', visitor],
  ['a signed-in parent', () => signedIn('parent', { email: 'p@example.com' })],
  ['staff', () => signedIn('staff1', { staff: true })],
];

describe.each(browsers)('messages, contacts and inbound, as %s', (_who, db) => {
  it.each(docs)('cannot read, list or write %s', async (path) => {
    await assertFails(getDoc(doc(db(), path)));
    await assertFails(getDocs(collection(db(), path.split('/')[0]!)));
    await assertFails(setDoc(doc(db(), `${path}-forged`), { whatsappOff: false }));
    await assertFails(updateDoc(doc(db(), path), { whatsappOff: false }));
    await assertFails(deleteDoc(doc(db(), path)));
  });
});
