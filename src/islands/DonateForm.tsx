// /donate's amount picker: a currency, a preset or a custom amount, then /donatepay.
// A preset clears the custom amount and typing a custom amount clears the preset.
import { useCallback, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Messages } from '../i18n/en/messages';
import { words as donateMessages } from '../i18n/en/messages/donate';
import { words as donateWords, type DonateWords } from '../i18n/en/donate';
import { donatePayHref, donationPresets, parseAmount } from '../domain/payment';
import { currencies, formatMoney, isCurrency, type Currency } from '../domain/pricing';
import { useTypedBeforeHydration, type TypedBeforeHydration } from './hooks/useTypedBeforeHydration';

/** The page's words, and how an address of the site is written on it. */
interface Words {
  /** The parts of the messages area (src/i18n/en/messages/) the form shows. */
  messages: Pick<Messages, 'donate'>;
  donate: DonateWords;
  path: (path: string) => string;
}
const english: Words = { messages: { donate: donateMessages }, donate: donateWords, path: (path) => path };

/** English unless a Kiswahili entry (src/islands/chosen/sw/DonateForm.tsx) hands it other words. */
export default function DonateForm({ words = english }: { words?: Words }) {
  const { messages: m, donate: w } = words;
  const uid = useId();
  const [currency, setCurrency] = useState<Currency>('KES');
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  // What the parent chose or typed before this code arrived stays. A preset and a custom
  // amount both changed: the one holding focus was touched last and wins, as when typing.
  const keepTyped = useCallback(({ values, focused }: TypedBeforeHydration) => {
    const code = typeof values.currency === 'string' ? values.currency.toUpperCase() : '';
    if (isCurrency(code)) setCurrency(code);
    const picked = typeof values.preset === 'string' ? Number(values.preset) : Number.NaN;
    const typed = typeof values.custom === 'string' ? values.custom : '';
    const customWins = typed !== '' && (Number.isNaN(picked) || focused === 'custom');
    if (customWins) {
      setCustom(typed);
      setPreset(null);
    } else if (!Number.isNaN(picked)) {
      setPreset(picked);
      setCustom('');
    }
  }, []);
  useTypedBeforeHydration(formRef, keepTyped);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const amount = preset ?? parseAmount(custom);
    if (!Number.isFinite(amount) || amount <= 0) {
      setError(m.donate.noAmount);
      return;
    }
    setError('');
    window.location.assign(words.path(donatePayHref(amount, currency, w.name)));
  }

  return (
    <form ref={formRef} className="card p-6 sm:p-8" noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="text-2xl font-extrabold tracking-tight">
        {w.title}
      </h2>
      <p className="mt-1 text-muted">{w.how(currency === 'KES')}</p>

      <fieldset className="mt-6">
        <legend className="field-label">{w.currency}</legend>
        <div className="inline-flex rounded-full bg-brand-50 p-1 ring-1 ring-brand-200">
          {currencies.map((code) => (
            <label key={code} className="relative cursor-pointer">
              <input
                type="radio"
                name="currency"
                value={code}
                checked={currency === code}
                onChange={() => setCurrency(code)}
                className="peer sr-only"
              />
              <span className="block min-w-20 rounded-full px-5 py-2 text-center text-sm font-bold text-brand-900 transition-colors peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                {code}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-6">
        <legend className="field-label">{w.amount}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {donationPresets.map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                name="preset"
                value={value}
                checked={preset === value}
                onChange={() => {
                  setPreset(value);
                  setCustom('');
                  setError('');
                }}
                className="peer sr-only"
              />
              <span className="flex min-h-12 items-center justify-center rounded-xl border-2 border-brand-200 bg-white px-2 py-2.5 text-center font-bold text-ink transition-colors hover:border-brand-500 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                {formatMoney(value, currency)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5">
        <label htmlFor={`${uid}-custom`} className="field-label">
          {w.custom(currency)}
        </label>
        <input
          id={`${uid}-custom`}
          name="custom"
          className="field"
          type="number"
          inputMode="decimal"
          min="1"
          step="any"
          placeholder={w.example(currency === 'KES' ? 1500 : 25)}
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            if (e.target.value !== '') setPreset(null);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${uid}-error` : undefined}
        />
      </div>

      <div role="alert" id={`${uid}-error`} className="mt-4">
        {error && <p className="rounded-xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-800">{error}</p>}
      </div>

      <button type="submit" className="btn btn-sun mt-2 w-full text-base">
        {m.donate.button}
      </button>
    </form>
  );
}
