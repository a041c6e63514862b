// A family's invite to a second guardian: made by any of its guardians (the link by mail, in
// the inviter's language, or a WhatsApp message they share themselves), withdrawn by any of
// them, taken once by a signed-in account before it expires (settings.yaml `guardians`). The
// token exists only in the link: guardianInvites/{id} is keyed by its hash. Taking it writes
// the membership and marks the invite used in one transaction, so one link makes one guardian
// however many times, or from however many devices, it is opened.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { GUARDIAN_PAGE, inviteExpiresAt, inviteState, inviteUrl } from '../../../src/domain/guardians';
import { inviteMail, whatsappShare } from '../../../src/messages/mail/guardian-invite';
import { familyEmail } from '../../../src/domain/email';
import { localePath, type Language } from '../../../src/i18n/languages';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { familyRef } from '../owners/family-records';
import { hasFirstLeft } from '../owners/owner';
import { hashToken } from '../bookings/token';
import { guardianSettings } from '../platform/content';
import { instantOf } from '../platform/stored';
import { guardianRef, guardiansQuery, inviteRefs } from './store';
import type { Member } from './member';

/** A stored invite's state at `now`; one without its expiry is taken as expired. */
const stateOf = (invite: { get(field: string): unknown }, now: Date) =>
  inviteState(
    {
      usedAt: invite.get('usedAt'),
      revokedAt: invite.get('revokedAt'),
      expiresAt: instantOf(invite, 'expiresAt')?.toMillis() ?? 0,
    },
    now.getTime(),
  );

export type InviteRefusal = 'notFound' | 'used' | 'expired' | 'revoked' | 'own' | 'member' | 'full';

/** Guardians the family has now: its first parent (unless they left) and each second guardian. */
const countOf = (family: { get(field: string): unknown }, secondGuardians: number) =>
  (hasFirstLeft(family) ? 0 : 1) + secondGuardians;

export type Invited =
  { kind: 'mail'; to: string; hours: number } | { kind: 'whatsapp'; text: string; href: string; hours: number };

/** Makes an invite for the member's family; by mail to `to`, or a WhatsApp message to share. */
export async function createInvite(db: Firestore, member: Member, to: string | null, now: Date): Promise<Invited | 'full'> {
  const token = randomBytes(32).toString('base64url');
  const ref = inviteRefs(db).doc(hashToken(token));
  const hours = guardianSettings.inviteHours;
  const url = inviteUrl(brand().siteUrl, localePath(GUARDIAN_PAGE, member.language), token);
  return db.runTransaction(async (tx) => {
    const [family, guardians] = await Promise.all([
      tx.get(familyRef(db, member.familyUid)),
      tx.get(guardiansQuery(db, member.familyUid)),
    ]);
    if (countOf(family, guardians.size) >= guardianSettings.perFamily) return 'full';
    tx.create(ref, {
      familyUid: member.familyUid,
      invitedBy: member.uid,
      channel: to ? 'mail' : 'whatsapp',
      ...(to ? { to: familyEmail(to) } : {}),
      language: member.language,
      createdAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(inviteExpiresAt(now.getTime(), guardianSettings)),
    });
    if (to) {
      queueMail(
        tx,
        `guardian-invite-${ref.id}`,
        { ...inviteMail(member.language, brand(), member.name, url, hours), to, private: true },
        db,
      );
      return { kind: 'mail', to, hours };
    }
    return { kind: 'whatsapp', ...whatsappShare(member.language, brand(), member.name, url, hours), hours };
  });
}

/** Withdraws a pending invite of the member's family; false when there is none of that id. */
export async function revokeInvite(db: Firestore, member: Member, inviteId: string, now: Date): Promise<boolean> {
  const ref = inviteRefs(db).doc(inviteId);
  return db.runTransaction(async (tx) => {
    const invite = await tx.get(ref);
    if (!invite.exists || invite.get('familyUid') !== member.familyUid) return false;
    if (invite.get('usedAt') == null && invite.get('revokedAt') == null) tx.update(ref, { revokedAt: Timestamp.fromDate(now) });
    return true;
  });
}

export interface Joining {
  uid: string;
  email: string;
  name: string;
  language: Language;
  whatsapp: string | null;
}

/** Takes the invite for the signed-in account: its membership, or why not. */
export async function acceptInvite(
  db: Firestore,
  token: string,
  who: Joining,
  now: Date,
): Promise<{ familyUid: string } | InviteRefusal> {
  const ref = inviteRefs(db).doc(hashToken(token));
  return db.runTransaction(async (tx) => {
    const invite = await tx.get(ref);
    if (!invite.exists) return 'notFound';
    const familyUid = String(invite.get('familyUid'));
    const state = stateOf(invite, now);
    if (state !== 'open') return state;
    const [membership, guardians, family] = await Promise.all([
      tx.get(guardianRef(db, who.uid)),
      tx.get(guardiansQuery(db, familyUid)),
      tx.get(familyRef(db, familyUid)),
    ]);
    if (!family.exists) return 'notFound';
    if (who.uid === familyUid && !hasFirstLeft(family)) return 'own';
    if (membership.exists) return 'member';
    if (countOf(family, guardians.size) >= guardianSettings.perFamily) return 'full';
    if (who.uid === familyUid) {
      // The first parent who left comes back as they were: the family is still keyed by their uid.
      tx.update(family.ref, { firstLeft: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
      tx.update(ref, { usedAt: Timestamp.fromDate(now), usedBy: who.uid });
      return { familyUid };
    }
    const stamp = Timestamp.fromDate(now);
    tx.create(guardianRef(db, who.uid), {
      familyUid,
      email: familyEmail(who.email),
      name: who.name,
      language: who.language,
      notify: { mail: true, whatsapp: true },
      ...(who.whatsapp ? { whatsapp: who.whatsapp } : {}),
      invite: ref.id,
      joinedAt: stamp,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.update(ref, { usedAt: stamp, usedBy: who.uid });
    return { familyUid };
  });
}

/** The family's invites still waiting, for the dashboard's panel. */
export async function pendingInvites(db: Firestore, familyUid: string, now: Date) {
  const found = await inviteRefs(db).where('familyUid', '==', familyUid).get();
  return found.docs
    .filter((d) => stateOf(d, now) === 'open')
    .map((d) => ({
      id: d.id,
      channel: String(d.get('channel')),
      ...(typeof d.get('to') === 'string' ? { to: String(d.get('to')) } : {}),
      expiresAt: new Date(instantOf(d, 'expiresAt')?.toMillis() ?? 0).toISOString(),
    }));
}
