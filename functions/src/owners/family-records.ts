// families/{uid} and the children under it: where a family's record is and how a new child
// is stored. The family function (families/store.ts) and a booking made for a new child
// (booking-child.ts) both write them.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { childNameKey, type ChildInput } from '../../../src/domain/enrollment/children';

export const familyRef = (db: Firestore, uid: string) => db.collection('families').doc(uid);

export function newChild(ref: DocumentReference, input: ChildInput) {
  const stamp = FieldValue.serverTimestamp();
  return {
    ref: ref.collection('children').doc(),
    data: { ...input, nameKey: childNameKey(input.name), createdAt: stamp, updatedAt: stamp },
  };
}
