// The key a signed-in account's family records carry (familyUid, a trial's parentUid): the
// family a second guardian joined (guardians/{uid}, which the rules let them read), else the
// account's own uid. Asked on every read, so a guardian removed sees the family no longer.
import { firestore } from './firebase';

export async function familyKeyOf(uid: string): Promise<string> {
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  const membership = await lite.getDoc(lite.doc(db, 'guardians', uid));
  const key: unknown = membership.get('familyUid');
  return typeof key === 'string' && key !== '' ? key : uid;
}
