// families/{uid} and the children under it: where a family's record is and how a new child
// is stored. The family function (families/store.ts) and a booking made for a new child
// (booking-child.ts) both write them.
import { FieldValue, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { childNameKey, type ChildInput } from '../../../src/domain/enrollment/children';
import type { StoredFamily } from '../../../src/domain/stored/families';
import { storedChildSchema } from '../../../src/domain/stored/children';
import { checkedConverter, typedConverter } from '../platform/stored';

const familyConverter = typedConverter<StoredFamily>();
/** families/, read as stored families. */
export const familiesOf = (db: Firestore) => db.collection('families').withConverter(familyConverter);
export const familyRef = (db: Firestore, uid: string) => familiesOf(db).doc(uid);

/** A family document, however it is read: its children are under it. */
type FamilyDocument = { collection(path: string): CollectionReference };

const childConverter = checkedConverter('children', storedChildSchema);
/** families/{uid}/children/, read through their schema. */
export const childrenOf = (family: FamilyDocument) => family.collection('children').withConverter(childConverter);

export function newChild(family: FamilyDocument, input: ChildInput) {
  const stamp = FieldValue.serverTimestamp();
  return {
    ref: childrenOf(family).doc(),
    data: { ...input, nameKey: childNameKey(input.name), createdAt: stamp, updatedAt: stamp },
  };
}
