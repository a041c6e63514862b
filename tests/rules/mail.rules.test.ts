// mail/{id} holds addresses and private manage links: no browser may read, list or write it,
// whether a visitor, a signed-in parent (even the addressee) or staff.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc, deleteDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesSuite } from '../support/rules-env';

const { visitor, signedIn } = rulesSuite('-mail', {
  once: async (seeded) => {
    await setDoc(doc(seeded as unknown as Firestore, 'mail/booking-x-confirmed'), {
      to: 'parent@example.com',
      message: { subject: 'Booked', text: 'https://school.example/manage#secret', html: '<p>x</p>' },
      delivery: { state: 'PENDING', attempts: 0 },
    });
  },
});

const browsers: [string, () => Firestore][] = [
  ['a visitor', visitor],
  ['the addressee, signed in', () => signedIn('parent', { email: 'parent@example.com' })],
  ['staff', () => signedIn('staff1', { email: 'staff@example.com', staff: true })],
];

describe.each(browsers)('mail, as %s', (_who, db) => {
  it('cannot read or list it', async () => {
    await assertFails(getDoc(doc(db(), 'mail/booking-x-confirmed')));
    await assertFails(getDocs(collection(db(), 'mail')));
  });

  it('cannot create, change or delete it', async () => {
    const fresh = {
      to: 'victim@example.com',
      message: { subject: 's', text: 't', html: 'h' },
      delivery: { state: 'PENDING', attempts: 0 },
    };
    await assertFails(setDoc(doc(db(), 'mail/forged'), fresh));
    await assertFails(updateDoc(doc(db(), 'mail/booking-x-confirmed'), { to: 'victim@example.com' }));
    await assertFails(deleteDoc(doc(db(), 'mail/booking-x-confirmed')));
  });
});
