// Reschedule or cancel one upcoming class: the same 7-day strip and slot picker as the
// booking form (with seats), and a cancel that asks once more. Used by /manage (with the
// link's token) and the dashboard (as the signed-in owner). Until the change cut-off before the class;
// after that it says so and offers the WhatsApp chat.
import { useId, useRef, useState } from 'react';
import { canChange } from '../../domain/seats';
import { words as bookingMessages } from '../../i18n/en/messages/booking';
import { words as manageMessages } from '../../i18n/en/messages/manage';
import { words as manageWords } from '../../i18n/en/manage';
import { words as managePanelWords } from '../../i18n/en/manage-panel';
import { useWords, useMessages } from '../hooks/useWords';
import { slotProblem } from '../../domain/slot-choice';
import { whatsappUrl } from '../../domain/whatsapp/chat';
import { manageBooking, type ManageAction, type ManageAnswer, type ManagedBooking, type ManageKey } from '../../services/manage';
import { useNairobiClock } from '../booking/useNairobiClock';
import { useAvailability } from '../booking/useAvailability';
import DateStrip from '../booking/DateStrip';
import SlotPicker from '../booking/SlotPicker';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { booking: bookingMessages, manage: manageMessages };

interface Props {
  booking: ManagedBooking;
  access: ManageKey | (() => Promise<ManageKey>);
  supportPhone: string;
  /** Hours before the class until which the family may change it (settings.yaml `booking`). */
  cutoffHours: number;
  /** The days a class may move to, today included (settings.yaml `booking.windowDays`). */
  windowDays: number;
  /** The booking as the server holds it after a change, with what to tell the parent. */
  onChanged: (booking: ManagedBooking, said: string) => void;
  /** The server no longer knows this link (used up, expired); with what to tell the parent. */
  onLost: (said: string) => void;
}

export function TooLate({ supportPhone, cutoffHours }: { supportPhone: string; cutoffHours: number }) {
  const messages = useMessages(english);
  const w = useWords('manage', manageWords);
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5" data-too-late>
      <p className="font-semibold text-ink">{messages.manage.tooLate(cutoffHours)}</p>
      <a
        href={whatsappUrl(supportPhone)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn mt-4 bg-[#0e7a40] text-white hover:bg-[#0b6435]"
      >
        {w.chat}
        <span className="sr-only">{w.newTab}</span>
      </a>
    </div>
  );
}

export default function ManagePanel({ booking, access, supportPhone, cutoffHours, windowDays, onChanged, onLost }: Props) {
  const messages = useMessages(english);
  const panel = useWords('managePanel', managePanelWords);
  const uid = useId();
  const { now, tick } = useNairobiClock();
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState<'' | 'reschedule' | 'cancel'>('');
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const [slotNotice, setSlotNotice] = useState('');
  const [late, setLate] = useState(false);
  const { availability, show } = useAvailability(now ? date : null, booking.country?.code);
  const keepButton = useRef<HTMLButtonElement>(null);

  if (late || (now && !canChange(booking.date, booking.time, now, cutoffHours)))
    return <TooLate supportPhone={supportPhone} cutoffHours={cutoffHours} />;

  async function act(action: ManageAction) {
    setProblem('');
    setSlotNotice('');
    if (!canChange(booking.date, booking.time, tick(), cutoffHours)) {
      setLate(true);
      return;
    }
    // The rule /api/manage applies: a day of the window and a slot that has not started.
    const slot = action.action === 'reschedule' ? slotProblem(action.date, action.time, tick(), undefined, windowDays) : null;
    if (slot) {
      setSlotNotice(slot.message);
      return;
    }
    setBusy(action.action === 'cancel' ? 'cancel' : 'reschedule');
    let answer: ManageAnswer;
    try {
      const key = typeof access === 'function' ? await access() : access;
      answer = await manageBooking(key, action);
    } catch (error) {
      console.error('Manage failed', error);
      setProblem(messages.manage.failed);
      setBusy('');
      return;
    }
    setBusy('');
    setAsking(false);
    if (answer.status === 'ok') {
      onChanged(answer.booking, action.action === 'cancel' ? messages.manage.cancelledNow : messages.manage.rescheduledNow);
      setTime('');
    } else if (answer.status === 'full') {
      if (answer.availability) show(answer.availability);
      setTime('');
      setSlotNotice(messages.booking.slotFull);
    } else if (answer.status === 'too-late') {
      setLate(true);
    } else if (answer.status === 'not-found') {
      onLost(messages.manage.notHere);
    } else if (answer.status === 'limited') {
      setProblem(messages.manage.limited);
    } else {
      setSlotNotice(answer.message || messages.manage.failed);
    }
  }

  const sameSlot = date === booking.date ? booking.time : undefined;

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${uid}-move`} className="space-y-5">
        <h2 id={`${uid}-move`} className="text-xl font-extrabold">
          {panel.move.title}
        </h2>
        <DateStrip
          now={now}
          windowDays={windowDays}
          value={date}
          name={`${uid}-date`}
          legend={panel.move.day}

          onPick={(d) => {
            setDate(d);
            setTime('');
            setSlotNotice('');
          }}
        />
        <SlotPicker
          now={now}
          date={date}
          value={time}
          name={`${uid}-time`}
          legend={panel.move.time}

          onPick={(t) => {
            setTime(t);
            setSlotNotice('');
          }}
          country={booking.country}
          availability={availability}
          current={sameSlot}
          notice={slotNotice}
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!time || busy !== ''}
          aria-busy={busy === 'reschedule'}
          onClick={() => void act({ action: 'reschedule', date, time })}
        >
          {busy === 'reschedule' ? panel.move.moving : panel.move.button}
        </button>
      </section>

      <section aria-labelledby={`${uid}-cancel`} className="border-t border-brand-100 pt-6">
        <h2 id={`${uid}-cancel`} className="text-xl font-extrabold">
          {panel.cancel.title}
        </h2>
        {asking ? (
          <div className="mt-3 rounded-2xl border border-[#e6c3cf] bg-[#fbf1f4] p-4">
            <p className="font-semibold text-ink">{panel.cancel.ask(booking.studentName)}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn bg-[#a3213f] text-white hover:bg-[#861a33]"
                disabled={busy !== ''}
                aria-busy={busy === 'cancel'}
                onClick={() => void act({ action: 'cancel' })}
              >
                {busy === 'cancel' ? panel.cancel.cancelling : panel.cancel.yes}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                ref={keepButton}
                disabled={busy !== ''}
                onClick={() => setAsking(false)}
              >
                {panel.cancel.keep}
              </button>
            </div>
          </div>
        ) : (
          <>
            <p className="mt-1 text-muted">{panel.cancel.hint}</p>
            <button
              type="button"
              className="btn btn-ghost mt-3"
              onClick={() => {
                setAsking(true);
                requestAnimationFrame(() => keepButton.current?.focus());
              }}
            >
              {panel.cancel.button}
            </button>
          </>
        )}
      </section>
      <div
        role="alert"
        className={problem ? 'rounded-xl border border-[#e6c3cf] bg-[#fbf1f4] p-3 text-sm font-semibold text-[#8a2443]' : ''}
      >
        {problem}
      </div>
    </div>
  );
}
