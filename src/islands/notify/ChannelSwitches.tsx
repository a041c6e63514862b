// How the school reaches a family: a WhatsApp switch and an email switch, each saved at once
// by `save` (the manage page's /api/manage, or the dashboard's /api/family). A failed save
// puts the switch back and says so; WhatsApp asked on for a number that said STOP stays off.
import { useId, useState, type ReactNode } from 'react';
import { words as manageMessages } from '../../i18n/en/messages/manage';
import { type NotifyPreferences } from '../../domain/whatsapp/preferences';
import { words as channelWords } from '../../i18n/en/channels';
import { useWords, useMessages } from '../hooks/useWords';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { manage: manageMessages };

interface Props {
  initial: NotifyPreferences;
  /** Whose switches: one class's (/manage) or the whole family's (/dashboard). */
  labels: 'manage' | 'family';
  save: (change: Partial<NotifyPreferences>) => Promise<NotifyPreferences>;
  /** Said under the switches, e.g. where WhatsApp messages go. */
  children?: ReactNode;
}

export default function ChannelSwitches({ initial, labels, save, children }: Props) {
  const { manage: messages } = useMessages(english);
  const w = useWords('channels', channelWords);
  const shown = labels === 'manage' ? w.manageLabels : w.familyLabels;
  const [prefs, setPrefs] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const ids = { title: useId(), whatsapp: useId(), mail: useId() };

  async function toggle(key: keyof NotifyPreferences, value: boolean) {
    const before = prefs;
    setPrefs({ ...prefs, [key]: value });
    setBusy(true);
    setSaid(null);
    try {
      const saved = await save({ [key]: value });
      setPrefs(saved);
      // WhatsApp asked on but still off: the number said STOP, which only it can lift.
      const stopped = key === 'whatsapp' && value && !saved.whatsapp;
      setSaid({ text: stopped ? w.stopped : w.saved, error: false });
    } catch {
      setPrefs(before);
      setSaid({ text: messages.failed, error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card p-6 sm:p-8" aria-labelledby={ids.title} data-channels="">
      <h2 id={ids.title} className="text-xl font-bold">
        {w.title}
      </h2>
      <div className="mt-4 space-y-3">
        {(['whatsapp', 'mail'] as const).map((key) => (
          <div key={key} className="flex items-center gap-3">
            <input
              id={ids[key]}
              type="checkbox"
              className="size-6 shrink-0 accent-brand-700"
              checked={prefs[key]}
              disabled={busy}
              onChange={(e) => void toggle(key, e.target.checked)}
              data-notify={key}
            />
            <label htmlFor={ids[key]} className="font-semibold text-ink">
              {shown[key]}
            </label>
          </div>
        ))}
      </div>
      {children}
      <p
        role={said?.error ? 'alert' : 'status'}
        className={said ? `mt-3 text-sm font-semibold ${said.error ? 'text-red-800' : 'text-emerald-900'}` : ''}
      >
        {said?.text ?? ''}
      </p>
    </section>
  );
}
