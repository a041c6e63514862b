// The free trial booking form (/book-class). Everything the parent types stays in this tab's
// sessionStorage until the booking is saved, so nothing is lost on a failed save or a reload.
// Firebase is not part of this island: the booking service is imported when the parent
// confirms (or prefetched while idle once the form is complete).
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import {
  bookingFields,
  checkDraft,
  emptyDraft,
  filterPhone,
  isDraftComplete,
  phoneE164,
  reviveDraft,
  type BookingDraft,
  type Country,
} from '../domain/booking';
import {
  dateWindow,
  dayLabel,
  describeSlot,
  isSlotPast,
  nairobiDate,
  slotInZone,
  SLOTS,
} from '../domain/slots';
import { EMAIL_MAX } from '../domain/email';
import { NAME_MAX, filterName } from '../domain/names';
import { messages } from '../domain/messages';
import { clearDraft, loadDraft, rememberBookedClass, saveDraft } from '../services/booking-draft';
import type { ParentAccount } from '../services/auth';
import { hasSignedInBefore } from '../services/session';

export interface GradeOption {
  id: string;
  label: string;
}

interface Props {
  countries: Country[];
  grades: GradeOption[];
  /** Where a successful booking goes. */
  successHref?: string;
  /** Where a failed booking goes. */
  errorHref?: string;
}

type Touched = Partial<Record<'email' | 'phone', boolean>>;

const idle = (fn: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 1500);
};

export default function BookingForm({ countries, grades, successHref = '/success', errorHref = '/error' }: Props) {
  const defaultCountry = countries[0]!.code;
  const gradeIds = useMemo(() => grades.map((g) => g.id), [grades]);
  const uid = useId();
  const ids = {
    student: `${uid}-student`,
    grade: `${uid}-grade`,
    parent: `${uid}-parent`,
    email: `${uid}-email`,
    emailError: `${uid}-email-error`,
    country: `${uid}-country`,
    phone: `${uid}-phone`,
    phoneHint: `${uid}-phone-hint`,
    phoneError: `${uid}-phone-error`,
    summary: `${uid}-summary`,
    missing: `${uid}-missing`,
  };

  // `now` is null until the page runs in the browser: the dates depend on the parent's
  // clock, never on the build machine's, so the strip renders after hydration.
  const [now, setNow] = useState<Date | null>(null);
  const [draft, setDraft] = useState<BookingDraft>(() => emptyDraft(new Date(), defaultCountry));
  const [touched, setTouched] = useState<Touched>({});
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const userRef = useRef<{ uid: string } | null>(null);
  const prefetched = useRef(false);

  // Restore a kept draft (after /error's Try Again, or a reload) and start the clock.
  useEffect(() => {
    const start = new Date();
    setNow(start);
    // Without a kept draft the state stays as it is: on a slow phone the parent may have
    // typed before the page hydrated, and React hands those keystrokes to the form.
    const stored = loadDraft();
    if (stored) setDraft(reviveDraft(stored, start, defaultCountry, countries));
    // Slots pass while the page is open; re-check twice a minute.
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, [defaultCountry, countries]);

  // Back from /error or /success through the back-forward cache, the page is as it was
  // left; a save that was in flight then is over, so Confirm is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      savingRef.current = false;
      setSaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A parent who signed in on this device before gets name and email prefilled and books
  // under their account. Others never download the Auth SDK. The lookup runs once; Confirm
  // waits for it, so a parent quicker than Auth still books under bookings/{uid}.
  const userLookup = useRef<Promise<ParentAccount | null> | null>(null);
  const lookUpUser = () => {
    userLookup.current ??= import('../services/auth')
      .then((m) => m.currentUser())
      .then((user) => {
        if (user) userRef.current = { uid: user.uid };
        return user;
      })
      // Signed-out or offline: the parent simply books without an account.
      .catch(() => null);
    return userLookup.current;
  };

  useEffect(() => {
    if (!hasSignedInBefore()) return;
    let live = true;
    void lookUpUser().then((user) => {
      if (!live || !user) return;
      setDraft((d) => ({
        ...d,
        parentName: d.parentName || filterName(user.displayName ?? ''),
        email: d.email || (user.email ?? '').slice(0, EMAIL_MAX),
      }));
    });
    return () => {
      live = false;
    };
  }, []);

  // Keep the draft as typed, except while hydrating (before the stored one is read).
  useEffect(() => {
    if (now && !savingRef.current) saveDraft(draft);
  }, [draft, now]);

  // Past Nairobi midnight the chosen date may have left the window: it moves to today, and
  // like any new date it clears the time. A slot that passes while the page is open is
  // unselected.
  useEffect(() => {
    if (!now) return;
    if (!dateWindow(now).includes(draft.date)) setDraft((d) => ({ ...d, date: nairobiDate(now), time: '' }));
    else if (draft.time && isSlotPast(draft.date, draft.time, now)) setDraft((d) => ({ ...d, time: '' }));
  }, [now, draft.date, draft.time]);

  const country = countries.find((c) => c.code === draft.countryCode) ?? countries[0]!;
  const check = now ? checkDraft(draft, gradeIds, countries, now) : null;
  const complete = check ? isDraftComplete(check) : false;

  // Once the form is complete, fetch the booking code while the parent reads the summary.
  useEffect(() => {
    if (!complete || prefetched.current) return;
    prefetched.current = true;
    idle(() => {
      import('../services/bookings').then((m) => m.prefetchBookingSdk()).catch(() => {});
    });
  }, [complete]);

  const set = <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const emailInvalid = Boolean(touched.email && check && !check.email);
  const phoneInvalid = Boolean(touched.phone && check && !check.phone);
  const phone = phoneE164(draft.phone, draft.countryCode);
  const dates = now ? dateWindow(now) : [];
  const gradeLabel = grades.find((g) => g.id === draft.studentGrade)?.label;

  const missing: string[] = [];
  if (check) {
    if (!check.studentName) missing.push("student's name");
    if (!check.studentGrade) missing.push('grade');
    if (!check.parentName) missing.push("parent's name");
    if (!check.email) missing.push('a valid email');
    if (!check.phone) missing.push('a valid WhatsApp number');
    if (!check.time) missing.push('a class time');
  }

  const student = draft.studentName.trim();
  const summary: [string, string][] = [
    ['Student', student && `${student}${gradeLabel ? `, ${gradeLabel}` : ''}`],
    ['Parent', draft.parentName.trim()],
    ['Email', check?.email ? draft.email.trim() : ''],
    ['WhatsApp', phone ?? ''],
    ['Class', now && draft.time ? `${describeSlot(draft.date, draft.time, country.tz)} (1 hour)` : ''],
  ];

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (savingRef.current || !now) return;
    const at = new Date();
    const fields = bookingFields(draft, gradeIds, countries, at);
    if (!fields) return;
    savingRef.current = true;
    setSaving(true);
    saveDraft(draft);
    try {
      if (hasSignedInBefore()) await lookUpUser();
      const { saveBooking } = await import('../services/bookings');
      await saveBooking(fields, userRef.current);
    } catch (error) {
      // The draft stays in storage: Try Again on /error brings it back filled in.
      console.error('Booking failed', error);
      // Unlocked before leaving: a page restored from the back-forward cache must not
      // keep Confirm disabled on "Booking…".
      savingRef.current = false;
      setSaving(false);
      window.location.assign(errorHref);
      return;
    }
    const { studentName, studentGrade, parentName, date, time } = fields;
    rememberBookedClass({ studentName, studentGrade, parentName, date, time, country: fields.country });
    clearDraft();
    // The spec's reset: time cleared, date back to today (the rest of the form too).
    setDraft(emptyDraft(at, defaultCountry));
    setTouched({});
    window.location.assign(successHref);
  }

  return (
    <form onSubmit={confirm} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="card space-y-8 p-5 sm:p-8">
        <fieldset className="min-w-0 space-y-5">
          <legend className="mb-4 text-lg font-bold text-ink">Student and parent</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label className="field-label" htmlFor={ids.student}>
                Student name
              </label>
              <input
                id={ids.student}
                className="field"
                type="text"
                autoComplete="off"
                autoCapitalize="words"
                maxLength={NAME_MAX}
                value={draft.studentName}
                onChange={(e) => set('studentName', filterName(e.target.value))}
                required
              />
            </div>
            <div>
              <label className="field-label" htmlFor={ids.grade}>
                Grade
              </label>
              <select
                id={ids.grade}
                className="field"
                value={draft.studentGrade}
                onChange={(e) => set('studentGrade', e.target.value)}
                required
              >
                <option value="">Choose a grade</option>
                {grades.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.label} ({g.id})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="field-label" htmlFor={ids.parent}>
                Parent name
              </label>
              <input
                id={ids.parent}
                className="field"
                type="text"
                autoComplete="name"
                autoCapitalize="words"
                maxLength={NAME_MAX}
                value={draft.parentName}
                onChange={(e) => set('parentName', filterName(e.target.value))}
                required
              />
            </div>
            <div>
              <label className="field-label" htmlFor={ids.email}>
                Parent email
              </label>
              <input
                id={ids.email}
                className="field"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={EMAIL_MAX}
                value={draft.email}
                onChange={(e) => set('email', e.target.value)}
                onBlur={() => setTouched((t) => ({ ...t, email: true }))}
                aria-invalid={emailInvalid}
                aria-describedby={emailInvalid ? ids.emailError : undefined}
                required
              />
              {/* The message's space is kept even while empty: a message appearing on blur must
                  not move the chip the parent is tapping next. */}
              <p id={ids.emailError} className="field-error min-h-[1.4rem]">
                {emailInvalid ? messages.booking.invalidEmail : ''}
              </p>
            </div>
            <div>
              <label className="field-label" htmlFor={ids.country}>
                Country
              </label>
              <select
                id={ids.country}
                className="field"
                value={draft.countryCode}
                autoComplete="country"
                onChange={(e) => set('countryCode', e.target.value)}
              >
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.flag} {c.name} ({c.dial})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="field-label" htmlFor={ids.phone}>
                WhatsApp number
              </label>
              <div className="flex items-stretch">
                <span
                  className="inline-flex items-center gap-1 rounded-l-xl border-[1.5px] border-r-0 border-[#cfc8e3] bg-brand-50 px-3 font-semibold text-brand-900"
                  aria-hidden="true"
                >
                  <span>{country.flag}</span>
                  {country.dial}
                </span>
                <input
                  id={ids.phone}
                  className="field !rounded-l-none"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={24}
                  value={draft.phone}
                  onChange={(e) => set('phone', filterPhone(e.target.value))}
                  onBlur={() => setTouched((t) => ({ ...t, phone: true }))}
                  aria-invalid={phoneInvalid}
                  aria-describedby={phoneInvalid ? `${ids.phoneHint} ${ids.phoneError}` : ids.phoneHint}
                  required
                />
              </div>
              <p id={ids.phoneHint} className="mt-1.5 text-sm text-muted">
                We send the class link on WhatsApp.
              </p>
              <p id={ids.phoneError} className="field-error min-h-[2.8rem] !mt-0.5">
                {phoneInvalid ? messages.booking.invalidPhone(country.name) : ''}
              </p>
            </div>
          </div>
        </fieldset>

        {/* min-w-0: a fieldset is as wide as its content by default, and the strip scrolls. */}
        <fieldset className="min-w-0">
          <legend className="mb-3 text-lg font-bold text-ink">Choose a day</legend>
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 pt-1 sm:grid sm:grid-cols-7 sm:overflow-visible">
            {now
              ? dates.map((date, i) => {
                  const label = dayLabel(date);
                  const selected = draft.date === date;
                  return (
                    <label key={date} className="relative shrink-0 cursor-pointer">
                      <input
                        type="radio"
                        name="date"
                        value={date}
                        checked={selected}
                        onChange={() => setDraft((d) => ({ ...d, date, time: d.date === date ? d.time : '' }))}
                        className="peer sr-only"
                        aria-label={`${i === 0 ? 'Today, ' : ''}${label.full}`}
                      />
                      <span
                        className={`flex w-[4.25rem] flex-col items-center rounded-2xl border-[1.5px] px-2 py-2 text-center transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 sm:w-auto ${
                          selected
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-[#cfc8e3] bg-white text-ink hover:border-brand-500 hover:bg-brand-50'
                        }`}
                        aria-hidden="true"
                      >
                        <span className={`text-xs font-semibold uppercase ${selected ? 'text-brand-100' : 'text-muted'}`}>
                          {i === 0 ? 'Today' : label.weekday}
                        </span>
                        <span className="text-xl font-extrabold leading-tight">{label.day}</span>
                        <span className={`text-xs ${selected ? 'text-brand-100' : 'text-muted'}`}>{label.month}</span>
                      </span>
                    </label>
                  );
                })
              : Array.from({ length: 7 }, (_, i) => (
                  <span key={i} className="block h-[4.75rem] w-[4.25rem] shrink-0 animate-pulse rounded-2xl bg-brand-50 sm:w-auto" />
                ))}
          </div>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className="mb-1 text-lg font-bold text-ink">Choose a time</legend>
          <p className="mb-3 text-sm text-muted">
            Times in {country.name} ({slotInZone(draft.date, SLOTS[0], country.tz).zone}). Each class lasts 1 hour.
          </p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-7">
            {SLOTS.map((slot) => {
              const local = slotInZone(draft.date, slot, country.tz);
              const past = !now || isSlotPast(draft.date, slot, now);
              const selected = draft.time === slot;
              return (
                <label key={slot} className={`relative ${past ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
                  <input
                    type="radio"
                    name="time"
                    value={slot}
                    checked={selected}
                    disabled={past}
                    onChange={() => set('time', slot)}
                    className="peer sr-only"
                    aria-label={`${local.time} ${local.zone}${past && now ? ', already passed' : ''}`}
                  />
                  <span
                    aria-hidden="true"
                    className={`flex flex-col items-center rounded-xl border-[1.5px] px-1 py-2 text-center peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
                      past
                        ? 'border-dashed border-[#d9d4e8] bg-[#f6f5fa] text-[#6b6780] line-through'
                        : selected
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-[#cfc8e3] bg-white text-ink hover:border-brand-500 hover:bg-brand-50'
                    }`}
                  >
                    <span className="text-base font-bold">{local.time}</span>
                    <span className={`text-xs ${selected ? 'text-brand-100' : past ? '' : 'text-muted'}`}>{local.zone}</span>
                  </span>
                </label>
              );
            })}
          </div>
          {now && SLOTS.every((slot) => isSlotPast(draft.date, slot, now)) && (
            <p className="mt-3 text-sm font-semibold text-brand-800">{messages.booking.noSlotsLeft}</p>
          )}
        </fieldset>
      </div>

      <aside className="card p-5 sm:p-6 lg:sticky lg:top-24" aria-labelledby={ids.summary}>
        <h2 id={ids.summary} className="text-lg font-bold text-ink">
          Booking Summary
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          {summary.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-3 border-b border-[#efecf7] pb-2 last:border-0">
              <dt className="shrink-0 font-semibold text-muted">{term}</dt>
              <dd className={`min-w-0 break-words text-right ${value ? 'font-semibold text-ink' : 'text-[#6b6780]'}`}>
                {value || 'Not set'}
              </dd>
            </div>
          ))}
        </dl>
        <button
          type="submit"
          className="btn btn-primary mt-6 w-full"
          disabled={!complete || saving}
          aria-describedby={!complete && missing.length ? ids.missing : undefined}
          aria-busy={saving}
        >
          {saving ? messages.booking.saving : messages.booking.confirm}
        </button>
        {!complete && missing.length > 0 && (
          <p id={ids.missing} className="mt-3 text-sm text-muted">
            Still needed: {missing.join(', ')}.
          </p>
        )}
        <p className="mt-3 text-xs text-muted">The trial class is free. No payment needed.</p>
      </aside>
    </form>
  );
}

