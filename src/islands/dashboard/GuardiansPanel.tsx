// The dashboard's guardians: who else follows this family, the invites still open, and inviting
// one more by mail or by a WhatsApp message the parent sends themselves (a wa.me link with the
// prepared words, no number: they choose whom). Any guardian may remove another, the first
// parent too, and any may leave while another stays (the last one may not). All through /api/guardians (services/guardians.ts).
import { useEffect, useState, type FormEvent } from 'react';
import { words as guardianWords } from '../../i18n/en/guardians';
import { callGuardians, type GuardiansAnswer, type GuardiansView } from '../../services/guardians';
import { useWords } from '../hooks/useWords';
import type { GuardiansBody } from '../../domain/requests/guardians';

export default function GuardiansPanel() {
  const w = useWords('guardians', guardianWords);
  const [view, setView] = useState<GuardiansView | null>(null);
  const [said, setSaid] = useState('');
  const [share, setShare] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const take = (answer: GuardiansAnswer, done?: string) => {
    if (answer.status === 'ok') {
      setView(answer);
      if (done) setSaid(done);
    } else if (answer.status === 'left') {
      setSaid(w.panel.left);
      window.location.reload();
    } else if (answer.status === 'refused') setSaid(answer.message);
    return answer;
  };

  useEffect(() => {
    void callGuardians({}).then((answer) => answer.status === 'ok' && setView(answer));
  }, []);

  async function act(body: GuardiansBody, done?: string) {
    setBusy(true);
    setShare(null);
    const answer = take(await callGuardians(body), done);
    setBusy(false);
    return answer;
  }

  async function byEmail(event: FormEvent) {
    event.preventDefault();
    const answer = await act({ action: 'invite', email }, w.panel.sent(email));
    if (answer.status === 'ok') setEmail('');
  }

  async function byWhatsApp() {
    const answer = await act({ action: 'invite' }, w.panel.shareReady);
    if (answer.status === 'ok' && answer.invited?.kind === 'whatsapp') setShare(answer.invited.href);
  }

  if (!view) return null;
  const room = view.guardians.length < view.perFamily;
  return (
    <section className="card mt-6 p-6" aria-labelledby="guardians-title" data-guardians>
      <h3 id="guardians-title" className="font-bold">
        {w.panel.heading}
      </h3>
      {view.you.guardian && <p className="text-sm text-muted">{w.panel.guardianOf}</p>}
      <ul className="mt-2 space-y-2">
        {view.guardians.map((g) => (
          <li key={g.uid} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {g.name || g.email} {g.uid === view.you.uid && <span className="text-sm text-muted">({w.panel.you})</span>}
            </span>
            {g.uid !== view.you.uid && (
              <button
                type="button"
                className="btn btn-ghost min-h-11 px-3 py-1 text-sm"
                disabled={busy}
                onClick={() => void act({ action: 'remove', guardianUid: g.uid }, w.panel.removed)}
              >
                {w.panel.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
      {room && (
        <>
          <p className="mt-3 text-sm text-muted">
            {w.panel.intro} {w.panel.expires(view.inviteHours)}
          </p>
          <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(e) => void byEmail(e)}>
            <label className="flex grow flex-col text-sm font-semibold">
              {w.panel.emailLabel}
              <input
                className="field mt-1"
                type="email"
                autoComplete="off"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
              {w.panel.byEmail}
            </button>
          </form>
          <button type="button" className="btn btn-ghost mt-3 min-h-11" disabled={busy} onClick={() => void byWhatsApp()}>
            {w.panel.byWhatsApp}
          </button>
        </>
      )}
      <p role="status" className={said ? 'mt-3 font-semibold' : ''} data-guardians-said>
        {said}
      </p>
      {share && (
        <a className="btn btn-primary mt-2 min-h-11" href={share} target="_blank" rel="noopener noreferrer" data-guardian-share>
          {w.panel.byWhatsApp}
        </a>
      )}
      {view.guardians.length > 1 && (
        <button
          type="button"
          className="btn btn-ghost mt-4 min-h-11"
          disabled={busy}
          onClick={() => void act({ action: 'leave' })}
        >
          {w.panel.leave}
        </button>
      )}
    </section>
  );
}
