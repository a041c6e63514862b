// families/{uid} and the children under it: where a family's record is and how a new child
// is stored. The family function (families/store.ts) and a booking made for a new child
// (booking-child.ts) both write them.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { childNameKey, type ChildInput } from '../../../src/domain/enrollment/children';
import type { StoredFamily } from '../../../src/domain/stored/families';
import { typedConverter } from '../platform/stored';

const familyConverter = typedConverter<StoredFamily>();
/** families/, read as stored families. */
export const familiesOf = (db: Firestore) => db.collection('families').withConverter(familyConverter);
export const familyRef = (db: Firestore, uid: string) => familiesOf(db).doc(uid);

export function newChild(ref: DocumentReference, input: ChildInput) {
  const stamp = FieldValue.serverTimestamp();
  return {
    ref: ref.collection('children').doc(),
    data: { ...input, nameKey: childNameKey(input.name), createdAt: stamp, updatedAt: stamp },
  };
}
