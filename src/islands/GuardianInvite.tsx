// /guardian#<token>: a second guardian takes the invite a parent sent them. They sign in with
// Google, the token (in the address's fragment, never sent to a server's log) is taken once by
// /api/guardians, and the dashboard then shows them the family. Refusals (used, expired,
// withdrawn) are said as the server words them, in the page's language.
import { useState, useSyncExternalStore } from 'react';
import { isInviteToken } from '../domain/guardians';
import { words as guardianWords } from '../i18n/en/guardians';
import { useHydrated } from './hooks/useHydrated';
import { usePagePath, useWords } from './hooks/useWords';

interface Props {
  brandName: string;
}

type State = { kind: 'ready' } | { kind: 'busy' } | { kind: 'joined' } | { kind: 'refused'; message: string };

const noChange = () => () => {};
const tokenOfPage = () => {
  const hash = window.location.hash.slice(1);
  return isInviteToken(hash) ? hash : null;
};

export default function GuardianInvite({ brandName }: Props) {
  const w = useWords('guardians', guardianWords);
  const pagePath = usePagePath();
  const ready = useHydrated();
  const [state, setState] = useState<State>({ kind: 'ready' });
  // The fragment, read in the browser (undefined in the static HTML: the button waits).
  const token = useSyncExternalStore(noChange, tokenOfPage, () => undefined);

  async function accept() {
    if (!token || state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const [{ signInWithGoogle }, { callGuardians }] = await Promise.all([
        import('../services/auth'),
        import('../services/guardians'),
      ]);
      await signInWithGoogle();
      const answer = await callGuardians({ action: 'accept', token });
      if (answer.status === 'joined') setState({ kind: 'joined' });
      else setState({ kind: 'refused', message: answer.status === 'refused' ? answer.message : w.refused.notFound });
    } catch {
      setState({ kind: 'ready' });
    }
  }

  return (
    <div data-guardian-invite={token === null ? 'no-link' : state.kind}>
      {state.kind === 'joined' ? (
        <>
          <p role="status">{w.page.joined}</p>
          <a className="btn btn-primary mt-4 min-h-11" href={pagePath('/dashboard')}>
            {w.page.toDashboard}
          </a>
        </>
      ) : token === null ? (
        <p role="alert">{w.page.noLink}</p>
      ) : (
        <>
          <p className="text-muted">{w.page.intro(brandName)}</p>
          {state.kind === 'refused' && (
            <p role="alert" className="mt-3 font-semibold">
              {state.message}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary mt-4 min-h-11"
            disabled={!ready || !token || state.kind === 'busy'}
            onClick={() => void accept()}
          >
            {state.kind === 'busy' ? w.page.accepting : w.page.signIn}
          </button>
        </>
      )}
    </div>
  );
}
