// What a family sends us on WhatsApp, as the webhook hands it over: a tap on a quick reply
// ("I'll be there" records a confirmation on the booking; "Change the time" answers with a
// fresh manage link; "Book a make-up" and the hour then picked from its list, credits/
// whatsapp-make-up.ts), or a typed STOP / START / "I'll be there", each also in Kiswahili
// (SIMAMISHA / ANZA / NITAKUWEPO). A reply goes in the booking's language, or in the language
// the family typed in. Each inbound message is handled once: its id
// is recorded in the same transaction as what it does, so a replayed webhook changes nothing.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { isConfirm, isStart, isStop, repliesIn, typedLanguage } from '../../../src/messages/whatsapp/channel';
import { canChange, isClassPast } from '../../../src/domain/seats';
import { readClassPayload, readPayload } from '../../../src/messages/whatsapp/templates';
import { readClassTap } from '../classes/quick-reply';
import { answerMakeUp, readMakeUpAsk, type MakeUpAnswer } from '../credits/whatsapp-make-up';
import { bookingRef, bookingsOf, type StoredBooking } from '../bookings/stored';
import { manageUrl, tokenOfSeed } from '../bookings/token';
import { readSeed } from '../bookings/private';
import { mailExpiresAt } from '../../../src/domain/retention';
import { brand } from '../notices/brand';
import { bookingSettings } from '../platform/content';
import { contactRef, messageDocument, queueMessage } from '../notices/messages';

export interface Inbound {
  id?: unknown;
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { payload?: unknown; text?: unknown };
  interactive?: { button_reply?: { id?: unknown }; list_reply?: { id?: unknown } };
}

export type InboundOutcome = 'replayed' | 'confirmed' | 'link-sent' | 'stopped' | 'started' | 'ignored' | MakeUpAnswer['outcome'];

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The family's number as the booking stores it: WhatsApp sends digits without the +. */
const e164 = (from: string) => `+${from.replace(/^\+/, '')}`;

export async function handleInbound(db: Firestore, message: Inbound, now: Date): Promise<InboundOutcome> {
  if (typeof message.id !== 'string' || typeof message.from !== 'string' || !/^\+?\d{6,15}$/.test(message.from)) {
    return 'ignored';
  }
  const from = e164(message.from);
  const key = sha(message.id).slice(0, 32);
  const payload = readPayload(message.button?.payload ?? message.interactive?.button_reply?.id);
  const classTap = readClassPayload(message.button?.payload ?? message.interactive?.button_reply?.id);
  const text = message.type === 'text' ? message.text?.body : undefined;
  const replyId = `reply-${key}`;
  // "Book a make-up" (credits/whatsapp-make-up.ts) is answered, and a picked hour booked, in the
  // credit's own transaction before this one records the message: booked once, whatever the replays.
  const makeUpAsk = readMakeUpAsk(
    message.button?.payload ?? message.interactive?.button_reply?.id,
    message.interactive?.list_reply?.id,
  );
  const inboundRef = db.collection('inbound').doc(key);
  if (makeUpAsk && (await inboundRef.get()).exists) return 'replayed';
  const makeUp = makeUpAsk ? await answerMakeUp(db, makeUpAsk, from, now) : null;

  return db.runTransaction(async (tx): Promise<InboundOutcome> => {
    const contact = contactRef(db, from);
    const [seen, contactSnap] = await tx.getAll(inboundRef, contact);
    if (seen!.exists) return 'replayed';
    const bookingSnap = payload ? await tx.get(bookingRef(db, payload.bookingId)) : null;
    // A weekly class's reminder (classes/quick-reply.ts): its reads happen here, before any write.
    const classAction = classTap ? await readClassTap(tx, db, classTap, from, now) : null;
    // A typed "I'll be there" is for the number's next upcoming class.
    const typedConfirm = !payload && isConfirm(text);
    const upcoming = typedConfirm
      ? (await tx.get(bookingsOf(db).where('whatsapp', '==', from).where('status', '==', 'upcoming'))).docs
          .filter((d) => !isClassPast(String(d.get('date')), String(d.get('time')), now))
          .sort((a, b) => `${a.get('date')}${a.get('time')}`.localeCompare(`${b.get('date')}${b.get('time')}`))
      : [];

    const reply = (body: string, options: { private?: boolean; evenIfStopped?: boolean } = {}) =>
      queueMessage(tx, db, replyId, messageDocument(from, { kind: 'text', text: body }, options, now));
    let outcome: InboundOutcome = 'ignored';

    /** Records the family's "I'll be there" for the class's current time, once. */
    const confirm = (ref: DocumentReference, b: StoredBooking) => {
      const already = b.confirmation;
      if (already?.date === b.date && already?.time === b.time) return;
      tx.update(ref, {
        confirmation: { at: Timestamp.fromDate(now), via: 'whatsapp', date: b.date, time: b.time },
        updatedAt: FieldValue.serverTimestamp(),
      });
    };

    const booking = bookingSnap?.data();
    const replies = repliesIn(booking?.language ?? typedLanguage(text), {
      name: brand().name,
      changeCutoffHours: bookingSettings.changeCutoffHours,
    });
    // A tap counts only from the number the booking was made with.
    if (makeUp) {
      queueMessage(tx, db, replyId, messageDocument(from, makeUp.content, {}, now));
      outcome = makeUp.outcome;
    } else if (classAction) {
      outcome = classAction((text) => reply(text, { private: true }));
    } else if (payload && booking && booking.whatsapp === from) {
      const open = booking.status === 'upcoming' && canChange(booking.date, booking.time, now, bookingSettings.changeCutoffHours);
      if (payload.kind === 'confirm' && booking.status === 'upcoming') {
        confirm(bookingSnap!.ref, booking);
        outcome = 'confirmed';
      } else if (payload.kind === 'change' && open) {
        // The booking's own link, made again from its seed: no link the family holds stops working.
        // A booking stored before seeds existed has only its link's hash, so the mail's link is the one.
        const seed = await readSeed(tx, db, payload.bookingId, booking);
        if (seed) reply(replies.changeTime(`${brand().siteUrl}${manageUrl(tokenOfSeed(seed))}`), { private: true });
        else reply(replies.useMailLink);
        outcome = 'link-sent';
      } else if (payload.kind === 'change') {
        reply(replies.tooLate);
        outcome = 'link-sent';
      }
    } else if (typedConfirm) {
      const next = upcoming[0];
      if (next) {
        confirm(next.ref, next.data());
        reply(replies.confirmed);
        outcome = 'confirmed';
      } else reply(replies.noBooking);
    } else if (isStop(text)) {
      // Recorded and honoured at once (the sender reads it at every claim); confirmed once.
      if (contactSnap!.get('whatsappOff') !== true) {
        reply(replies.stopped, { evenIfStopped: true });
        tx.set(contact, { whatsappOff: true, stoppedAt: Timestamp.fromDate(now) }, { merge: true });
      }
      outcome = 'stopped';
    } else if (isStart(text)) {
      if (contactSnap!.get('whatsappOff') === true) {
        reply(replies.started);
        tx.set(contact, { whatsappOff: false, startedAt: Timestamp.fromDate(now) }, { merge: true });
      }
      outcome = 'started';
    }
    tx.set(contact, { lastInboundAt: Timestamp.fromDate(now) }, { merge: true });
    tx.create(inboundRef, {
      at: Timestamp.fromDate(now),
      type: String(message.type ?? ''),
      outcome,
      // Only needed while WhatsApp may still deliver the same message again.
      expiresAt: Timestamp.fromMillis(mailExpiresAt(now.getTime())),
    });
    return outcome;
  });
}
