// The booking form's waiting list: the full slot the parent asked to wait for (the draft's own
// time stays an open slot or ''), joining its list with the form as typed, and the answer. The
// form keeps everything typed whatever the answer.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { BookingDraft } from '../../domain/booking';
import type { Language } from '../../i18n/languages';
import { joinWaitlist, type JoinAnswer } from '../../services/waitlist';
import { words as bookingMessages } from '../../i18n/en/messages/booking';
import { useMessages } from '../hooks/useWords';

export type Joined = Extract<JoinAnswer, { status: 'joined' }>;

interface Hands {
  language: Language;
  idToken: () => Promise<string | null>;
  setDraft: Dispatch<SetStateAction<BookingDraft>>;
  /** Says a refusal beside the button. */
  say: (message: string) => void;
  /** A refused field, as a booking's refusal is shown. */
  refused: (answer: Extract<JoinAnswer, { status: 'invalid' }>) => void;
  unlock: () => void;
  /** The network or the server failed: the form goes to /error, keeping the draft. */
  failed: () => void;
}

export function useWaitlistJoin({ language, idToken, setDraft, say, refused, unlock, failed }: Hands) {
  const m = useMessages({ booking: bookingMessages }).booking;
  const [waitSlot, setWaitSlot] = useState('');
  const [joined, setJoined] = useState<Joined | null>(null);

  async function join(asked: BookingDraft, childId: string | undefined): Promise<void> {
    let answer: JoinAnswer;
    try {
      answer = await joinWaitlist(asked, await idToken(), childId, language);
    } catch (error) {
      console.error('Joining the waiting list failed', error);
      unlock();
      failed();
      return;
    }
    unlock();
    if (answer.status === 'joined') setJoined(answer);
    else if (answer.status === 'open') {
      // A seat is free after all: the slot is picked to book.
      setDraft((d) => ({ ...d, time: asked.time }));
      setWaitSlot('');
      say(answer.message);
    } else if (answer.status === 'invalid') refused(answer);
    else say(answer.message || m.limited);
  }

  return { waitSlot, setWaitSlot, joined, setJoined, join };
}
