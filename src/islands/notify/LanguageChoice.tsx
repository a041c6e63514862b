// The family's language choice: which language the school's mail and WhatsApp messages go in,
// saved at once by `save` (the manage page's /api/manage, or the dashboard's /api/family). A
// failed save puts the choice back and says so. Its words follow the page's language.
import { useId, useState } from 'react';
import { words as familyLanguage } from '../../i18n/en/familyLanguage';
import { useWords } from '../hooks/useWords';
import { LANGUAGES, languageOr, type Language } from '../../i18n/languages';

interface Props {
  initial: Language;
  save: (language: Language) => Promise<void>;
}

export default function LanguageChoice({ initial, save }: Props) {
  const words = useWords('familyLanguage', familyLanguage);
  const [language, setLanguage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const id = useId();

  async function choose(next: Language) {
    const before = language;
    setLanguage(next);
    setBusy(true);
    setSaid(null);
    try {
      await save(next);
      setSaid({ text: words.saved, error: false });
    } catch {
      setLanguage(before);
      setSaid({ text: words.failed, error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4" data-family-language="">
      <label htmlFor={id} className="block font-semibold text-ink">
        {words.label}
      </label>
      <select
        id={id}
        className="mt-1 min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-ink"
        value={language}
        disabled={busy}
        onChange={(e) => void choose(languageOr(e.target.value))}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <p
        role={said?.error ? 'alert' : 'status'}
        className={said ? `mt-2 text-sm font-semibold ${said.error ? 'text-red-800' : 'text-emerald-900'}` : ''}
      >
        {said?.text ?? ''}
      </p>
    </div>
  );
}
