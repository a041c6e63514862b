// The free trial booking form (/book-class): the parts in ./booking/ put together, and what
// Confirm does. Everything typed stays in this tab's sessionStorage until the booking is
// made, so nothing is lost on a refusal, a failure or a reload. Confirm posts to /api/book
// through services/api.ts, no SDK: a parent who never signed in loads no Firebase code at all.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { bookingFields, checkDraft, isDraftComplete, phoneE164, type BookingDraft, type Country } from '../domain/booking';
import { slotView } from './booking/slotView';
import { EMAIL_MAX } from '../domain/email';
import { filterName } from '../domain/names';
import { words as bookingMessages } from '../i18n/en/messages/booking';
import { words as bookingWords } from '../i18n/en/booking';
import type { Language } from '../i18n/languages';
import { words as englishDates } from '../i18n/en/dates';
import { usePagePath, useWords, useMessages } from './hooks/useWords';
import { rememberJustBooked } from '../services/booking-draft';
import { sharedCode } from '../services/referral-code';
import { bookTrial, type BookAnswer } from '../services/bookings';
import { useWaitlistJoin } from './booking/useWaitlistJoin';
import { showRefusal, type Refused } from './booking/refusal';
import { words as waitlistWords } from '../i18n/en/waitlist';
import WaitlistJoined from './booking/WaitlistJoined';
import { prepareChallenge } from '../services/challenge';
import { useNairobiClock } from './booking/useNairobiClock';
import { useBookingDraft } from './booking/useBookingDraft';
import { useReturningParent } from './booking/useReturningParent';
import { useAvailability } from './booking/useAvailability';
import { useSubmitLock } from './booking/useSubmitLock';
import { usePickedChild } from './booking/usePickedChild';
import { useTypedBeforeHydration, type TypedBeforeHydration } from './hooks/useTypedBeforeHydration';
import StudentParentFields, {
  BLUR_CHECKED,
  type FieldProblem,
  type GradeOption,
  type Touched,
} from './booking/StudentParentFields';
import DateStrip from './booking/DateStrip';
import SlotPicker from './booking/SlotPicker';
import BookingSummary from './booking/BookingSummary';
import { missingParts, summaryRows } from './booking/summary';
import { withTyped } from './booking/withTyped';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { booking: bookingMessages };

export type { GradeOption };

// Only a signed-in parent's form shows it, so its code (and the family request) waits for sign-in.
const ChildPicker = lazy(() => import('./booking/ChildPicker'));

interface Props {
  countries: Country[];
  grades: GradeOption[];
  /** Where a successful booking goes. */
  successHref?: string;
  /** Where a failed booking (network or server down) goes. */
  errorHref?: string;
  /** The page's language: every word, date and refusal is in it. */
  language?: Language;
  /** How long a freed seat is held for a family on a full slot's waiting list (settings.yaml `waitlist`). */
  holdHours: number;
  /** The days the form offers, today included (settings.yaml `booking.windowDays`). */
  windowDays: number;
}

export default function BookingForm({
  countries,
  grades,
  language = 'en',
  successHref,
  errorHref,
  holdHours,
  windowDays,
}: Props) {
  const pagePath = usePagePath();
  const m = useMessages(english).booking;
  const words = useWords('booking', bookingWords);
  const dates = useWords('dates', englishDates);
  const wait = useWords('waitlist', waitlistWords).form;
  const gradeIds = useMemo(() => grades.map((g) => g.id), [grades]);
  const { now, tick } = useNairobiClock();
  const { draft, set, setDraft, pickDate, finish, resume } = useBookingDraft(countries, now, windowDays);
  const { availability, show } = useAvailability(now ? draft.date : null, draft.countryCode);
  const { saving, lock, unlock } = useSubmitLock(resume);
  const [touched, setTouched] = useState<Touched>({});
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [notice, setNotice] = useState('');
  const [slotNotice, setSlotNotice] = useState('');
  const slotArea = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A share link's code is kept from the first look, should the parent browse away before booking.
  useEffect(() => void sharedCode(), []);

  // What the parent typed or picked before this code arrived wins over a kept draft (the
  // draft is restored in an earlier layout effect), through the same filters as typing.
  const keepTyped = useCallback(
    ({ values, left }: TypedBeforeHydration) => {
      setDraft((d) => withTyped(d, values, gradeIds, countries, windowDays));
      // A field left before then shows its verdict now, as if it were left after.
      const wasLeft = BLUR_CHECKED.filter((name) => left.includes(name));
      if (wasLeft.length) setTouched((t) => ({ ...t, ...Object.fromEntries(wasLeft.map((name) => [name, true])) }));
      // The parent is filling the form: the booking's proof of work starts now.
      if (Object.keys(values).length > 0) prepareChallenge();
    },
    [countries, gradeIds, setDraft, windowDays],
  );
  useTypedBeforeHydration(formRef, keepTyped);

  const [signedIn, setSignedIn] = useState(false);
  const { idToken } = useReturningParent((account) => {
    setSignedIn(true);
    setDraft((d) => ({
      ...d,
      parentName: d.parentName || filterName(account.displayName ?? ''),
      email: d.email || (account.email ?? '').slice(0, EMAIL_MAX),
    }));
  });
  const child = usePickedChild(setDraft);
  const toError = () => window.location.assign(errorHref ?? pagePath('/error'));
  const waiting = useWaitlistJoin({ language, idToken, setDraft, unlock, say: setNotice, refused: answered, failed: toError });
  const { waitSlot, setWaitSlot, joined, setJoined } = waiting;

  // A chosen slot that turns out full (availability arrived, or a kept draft) is let go,
  // adjusted while rendering so the full slot is never painted as chosen.
  if (now && draft.time && slotView(draft.date, draft.time, now, availability) === 'full') {
    setDraft((d) => ({ ...d, time: '' }));
    setSlotNotice(m.slotFull);
  }

  // A server's message about a field holds until that field changes.
  const edit = <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) => {
    set(key, value);
    if (key === 'studentName') child.typed(value as string);
    if (problem?.field === key) setProblem(null);
    setNotice('');
  };

  const country = countries.find((c) => c.code === draft.countryCode) ?? countries[0]!;
  // What Confirm sends: the draft, at the full slot when the parent asked to wait for one.
  const asked = waitSlot ? { ...draft, time: waitSlot } : draft;
  const check = now ? checkDraft(asked, gradeIds, countries, now, windowDays) : null;
  const complete = check ? isDraftComplete(check) : false;
  const rows = summaryRows({
    draft: asked,
    check,
    phone: phoneE164(draft.phone, draft.countryCode),
    gradeLabel: grades.find((g) => g.id === draft.studentGrade)?.label,
    country,
    now,
    words,
    dates,
  });

  const sayAtSlots = (text: string) => {
    setSlotNotice(text);
    // The chosen time is gone and Confirm with it: focus goes where the parent acts next.
    requestAnimationFrame(() => slotArea.current?.focus());
  };

  function answered(answer: Refused) {
    unlock();
    showRefusal(answer, { show, setDraft, sayAtSlots, setNotice, setProblem, words: m });
  }

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    setSlotNotice('');
    // Judge the draft on the clock as it is now, not as it was at the last tick: a slot
    // may have started since. Whatever stops the booking is said, never silently skipped.
    const at = tick();
    const fields = bookingFields(asked, gradeIds, countries, at, windowDays);
    if (!fields) {
      const late = checkDraft(asked, gradeIds, countries, at, windowDays);
      if (!late.time) sayAtSlots(m.slotStarted);
      else setNotice(m.checkFields);
      return;
    }
    if (!lock()) return;
    if (waitSlot) {
      await waiting.join(asked, child.childIdFor(fields.studentName));
      return;
    }
    let answer: BookAnswer;
    try {
      answer = await bookTrial(draft, await idToken(), child.childIdFor(fields.studentName), language);
    } catch (error) {
      // The draft stays in storage: Try Again on /error brings it back filled in.
      console.error('Booking failed', error);
      // Unlocked before leaving: a page restored from the back-forward cache must not
      // keep Confirm disabled on "Booking…".
      unlock();
      toError();
      return;
    }
    if (answer.status !== 'booked') {
      answered(answer);
      return;
    }
    const { studentName, studentGrade, parentName, date, time } = fields;
    rememberJustBooked({
      studentName,
      studentGrade,
      parentName,
      date,
      time,
      country: fields.country,
      manageUrl: answer.manageUrl,
    });
    // After a booking the form resets: time cleared, date back to today (the rest of the form too).
    finish(at);
    setTouched({});
    window.location.assign(successHref ?? pagePath('/success'));
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void confirm(event)}
      // The proof of work starts when the parent starts filling the form, never before.
      onFocusCapture={prepareChallenge}
      onPointerDownCapture={prepareChallenge}
      onKeyDownCapture={prepareChallenge}
      noValidate
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="card space-y-8 p-5 sm:p-8">
        <StudentParentFields
          draft={draft}
          set={edit}
          countries={countries}
          grades={grades}
          check={check}
          touched={touched}
          onTouch={(field) => setTouched((t) => ({ ...t, [field]: true }))}
          problem={problem}
          picker={
            signedIn ? (
              <Suspense fallback={null}>
                <ChildPicker idToken={idToken} picked={child.pickedId} onPick={child.pick} />
              </Suspense>
            ) : null
          }
        />
        <DateStrip
          now={now}
          windowDays={windowDays}

          value={draft.date}
          onPick={(date) => {
            pickDate(date);
            setWaitSlot('');
            setSlotNotice('');
          }}
        />
        <div ref={slotArea} tabIndex={-1} className="outline-none">
          <SlotPicker
            now={now}

            date={draft.date}
            value={draft.time}
            onPick={(slot) => {
              edit('time', slot);
              setWaitSlot('');
              setSlotNotice('');
            }}
            country={country}
            availability={availability}
            notice={slotNotice}
            onWait={(slot) => {
              setWaitSlot(slot);
              set('time', '');
              setNotice('');
            }}
            waitingFor={waitSlot}
          />
        </div>
      </div>
      <WaitlistJoined
        joined={joined}
        studentName={draft.studentName}
        holdHours={holdHours}
        onAnother={() => {
          setJoined(null);
          setWaitSlot('');
        }}
      >
        <BookingSummary
          rows={rows}
          complete={complete}
          saving={saving}
          missing={missingParts(check, words)}
          notice={notice}
          action={waitSlot ? { label: wait.join, saving: wait.joining } : undefined}
        />
      </WaitlistJoined>
    </form>
  );
}
