// The booking form's first section: student name, grade, parent name, email, country and
// WhatsApp number. Names drop digits and symbols as typed; email and phone say what is wrong
// once the parent leaves the field (or when the server refuses the value).
import { useId, type ReactNode } from 'react';
import { filterPhone, type BookingDraft, type Country, type DraftCheck } from '../../domain/booking';
import { EMAIL_MAX, emailMessage as emailProblem } from '../../domain/email';
import { NAME_MAX, filterName } from '../../domain/names';
import { words as bookingMessages } from '../../i18n/en/messages/booking';
import { words as emailMessages } from '../../i18n/en/messages/email';
import { words as bookingWords } from '../../i18n/en/booking';
import { useWords, useMessages } from '../hooks/useWords';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { booking: bookingMessages, email: emailMessages };

export interface GradeOption {
  id: string;
  label: string;
}

/** Fields the parent has left at least once. */
/** The fields whose verdict shows once the parent leaves them. */
export const BLUR_CHECKED = ['email', 'phone'] as const;
export type Touched = Partial<Record<(typeof BLUR_CHECKED)[number], boolean>>;

/** A message for one field from the server, shown until the field changes. */
export interface FieldProblem {
  field: keyof BookingDraft;
  message: string;
}

interface Props {
  draft: BookingDraft;
  set: <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) => void;
  countries: readonly Country[];
  grades: readonly GradeOption[];
  check: DraftCheck | null;
  touched: Touched;
  onTouch: (field: keyof Touched) => void;
  problem: FieldProblem | null;
  /** A signed-in parent's children to pick from (absent for everyone else). */
  picker?: ReactNode;
}

export default function StudentParentFields({ draft, set, countries, grades, check, touched, onTouch, problem, picker }: Props) {
  const m = useMessages(english);
  const w = useWords('booking', bookingWords).fields;
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const country = countries.find((c) => c.code === draft.countryCode) ?? countries[0]!;
  const serverSays = (field: keyof BookingDraft) => (problem?.field === field ? problem.message : '');

  const emailMessage = (touched.email && check && !check.email ? emailProblem(draft.email, m) : '') || serverSays('email');
  const phoneMessage =
    (touched.phone && check && !check.phone ? m.booking.invalidPhone(country.name) : '') || serverSays('phone');
  const textProblem = (field: 'studentName' | 'parentName' | 'studentGrade') => serverSays(field);

  const invalidProps = (field: keyof BookingDraft, message: string, extra?: string) => ({
    'aria-invalid': Boolean(message),
    'aria-describedby': [extra, message ? id(`${field}-error`) : ''].filter(Boolean).join(' ') || undefined,
  });

  const extraError = (field: 'studentName' | 'parentName' | 'studentGrade') =>
    textProblem(field) ? (
      <p id={id(`${field}-error`)} className="field-error">
        {textProblem(field)}
      </p>
    ) : null;

  // Student and parent names: the same rule and the same field, with their own label.
  const nameField = (field: 'studentName' | 'parentName', key: string, label: string, autoComplete: string) => (
    <div>
      <label className="field-label" htmlFor={id(key)}>
        {label}
      </label>
      <input
        id={id(key)}
        name={field}
        className="field"
        type="text"
        autoComplete={autoComplete}
        autoCapitalize="words"
        maxLength={NAME_MAX}
        value={draft[field]}
        onChange={(e) => set(field, filterName(e.target.value))}
        required
        {...invalidProps(field, textProblem(field))}
      />
      {extraError(field)}
    </div>
  );

  return (
    <fieldset className="min-w-0 space-y-5">
      <legend className="mb-4 text-lg font-bold text-ink">{w.legend}</legend>
      {picker}
      <div className="grid gap-5 sm:grid-cols-2">
        {nameField('studentName', 'student', w.studentName, 'off')}
        <div>
          <label className="field-label" htmlFor={id('grade')}>
            {w.grade}
          </label>
          <select
            id={id('grade')}
            name="studentGrade"
            className="field"
            value={draft.studentGrade}
            onChange={(e) => set('studentGrade', e.target.value)}
            required
            {...invalidProps('studentGrade', textProblem('studentGrade'))}
          >
            <option value="">{w.chooseGrade}</option>
            {grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label} ({g.id})
              </option>
            ))}
          </select>
          {extraError('studentGrade')}
        </div>
        {nameField('parentName', 'parent', w.parentName, 'name')}
        <div>
          <label className="field-label" htmlFor={id('email')}>
            {w.email}
          </label>
          <input
            id={id('email')}
            name="email"
            className="field"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
            onBlur={() => onTouch('email')}
            required
            {...invalidProps('email', emailMessage)}
          />
          {/* The message's space is kept even while empty: a message appearing on blur must
              not move the chip the parent is tapping next. */}
          <p id={id('email-error')} className="field-error min-h-[1.4rem]">
            {emailMessage}
          </p>
        </div>
        <div>
          <label className="field-label" htmlFor={id('country')}>
            {w.country}
          </label>
          <select
            id={id('country')}
            name="countryCode"
            className="field"
            value={draft.countryCode}
            autoComplete="country"
            onChange={(e) => set('countryCode', e.target.value)}
          >
            {/* Names without flag emoji: the emoji font's first use doubled this page's first
                layout in the bench, and many computers draw the flags as letters. */}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.dial})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor={id('phone')}>
            {w.phone}
          </label>
          <div className="flex items-stretch">
            <span
              className="inline-flex items-center gap-1 rounded-l-xl border-[1.5px] border-r-0 border-[#cfc8e3] bg-brand-50 px-3 font-semibold text-brand-900"
              aria-hidden="true"
            >
              {country.dial}
            </span>
            <input
              id={id('phone')}
              name="phone"
              className="field !rounded-l-none"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={24}
              value={draft.phone}
              onChange={(e) => set('phone', filterPhone(e.target.value))}
              onBlur={() => onTouch('phone')}
              required
              {...invalidProps('phone', phoneMessage, id('phone-hint'))}
            />
          </div>
          <p id={id('phone-hint')} className="mt-1.5 text-sm text-muted">
            {w.phoneHint}
          </p>
          <p id={id('phone-error')} className="field-error min-h-[2.8rem] !mt-0.5">
            {phoneMessage}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
