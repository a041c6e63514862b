// The dashboard's family: each child with their trials, recommendation, enrollment and
// payments, a form to add a child, and under a child's edit form its removal. Loading the family through the function also attaches
// what was booked or paid with the parent's verified email before they signed in; when it
// attached something, the dashboard reads its bookings again (onAttached). Below, the family's
// guardians (GuardiansPanel) and its share link with its referral credits (ReferralPanel).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { childrenView, type ChildView, type FamilyChild, type FamilyTrial } from '../../domain/enrollment/family-view';
import type { ChildInput } from '../../domain/enrollment/children';
import { nairobiDate } from '../../domain/slots';
import type { FamilyClass } from '../../domain/classes/family-classes';
import { callFamily, readFamilyRecords, type FamilyAnswer, type FamilyChannels } from '../../services/family';
import ChildCard, { type Names } from './ChildCard';
import ChildForm from './ChildForm';
import RemoveChild from './RemoveChild';
import FamilySwitches from './FamilySwitches';
import CalendarFeed from './CalendarFeed';
import GuardiansPanel from './GuardiansPanel';
import ReferralPanel from './ReferralPanel';
import EarlyClasses from './EarlyClasses';
import { words as familyWords } from '../../i18n/en/family';
import { useWords } from '../hooks/useWords';

export interface FamilyPanelProps {
  uid: string;
  /** The family's weekly classes from the site's session, shown before Firestore is asked. */
  classes?: FamilyClass[];
  names: Names;
  idToken: () => Promise<string | null>;
  onAttached: () => void;
  /** settings.yaml's enrollment.graceDays, for each enrollment's status. */
  graceDays: number;
  /** Shows a child's trials (ChildCard), and hears which bookings now show under a child. */
  renderTrials?: (trials: FamilyTrial[]) => ReactNode;
  onTrialsPlaced?: (bookingIds: string[]) => void;
  /** The dashboard shows the answer kept on this device (offline, or before this visit's answer):
   *  only the kept classes, read only, and nothing is asked of the server. */
  keptOnly?: boolean;
}

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; views: ChildView[] };

export default function FamilyPanel({
  uid,
  classes,
  names,
  idToken,
  onAttached,
  graceDays,
  renderTrials,
  onTrialsPlaced,
  keptOnly = false,
}: FamilyPanelProps) {
  const w = useWords('family', familyWords).panel;
  const failed = { field: 'name', message: w.notSaved } as const;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [channels, setChannels] = useState<FamilyChannels | null>(null);
  // What the last removal did, announced (a child's card is gone, so it is said here).
  const [said, setSaid] = useState('');

  const show = useCallback(
    async (children: FamilyChild[]) => {
      const records = await readFamilyRecords(uid);
      const views = childrenView(children, records, nairobiDate(new Date()), graceDays);
      setState({ kind: 'ready', views });
      onTrialsPlaced?.(views.flatMap((v) => [...v.upcoming, ...v.past].map((t) => t.id)));
    },
    [uid, graceDays, onTrialsPlaced],
  );

  useEffect(() => {
    if (keptOnly) return;
    let live = true;
    (async () => {
      const token = await idToken();
      if (!token) throw new Error('signed out');
      const answer = await callFamily(token, { action: 'load' });
      if (answer.status !== 'ok') throw new Error(answer.status);
      if (answer.attached > 0) onAttached();
      if (live) setChannels(answer.channels);
      if (live) await show(answer.children);
    })().catch((error: unknown) => {
      console.error('Dashboard: could not load the family', error);
      if (live) setState({ kind: 'error' });
    });
    return () => {
      live = false;
    };
  }, [idToken, onAttached, show, keptOnly]);

  if (keptOnly) {
    return classes?.length ? (
      <section className="mt-8" aria-labelledby="family-title" data-family="kept">
        <h2 id="family-title" className="text-xl font-extrabold">
          {w.title}
        </h2>
        <EarlyClasses classes={classes} mentors={names.mentors ?? {}} joinOpenMinutes={names.joinOpenMinutes} />
      </section>
    ) : null;
  }

  const save =
    (body: { action: 'addChild' } | { action: 'editChild'; childId: string }) =>
    async (input: ChildInput): Promise<{ field: 'name' | 'grade'; message: string } | null> => {
      const token = await idToken();
      let answer: FamilyAnswer;
      try {
        answer = token ? await callFamily(token, { ...body, ...input }) : { status: 'signed-out' };
      } catch {
        return failed;
      }
      if (answer.status === 'invalid') return answer;
      if (answer.status !== 'ok') return failed;
      setEditing(null);
      setAdding(false);
      await show(answer.children);
      return null;
    };

  const removed = (children: FamilyChild[], message: string) => {
    setEditing(null);
    setSaid(message);
    void show(children).catch(() => setState({ kind: 'error' }));
  };

  return (
    <>
      <section className="mt-8" aria-labelledby="family-title" data-family={state.kind}>
        <h2 id="family-title" className="text-xl font-extrabold">
          {w.title}
        </h2>
        <p role="status" className={said ? 'mt-2 font-semibold' : ''} data-family-said>
          {said}
        </p>
        {state.kind === 'loading' && (
          <p role="status" className="mt-2 text-muted">
            {w.loading}
          </p>
        )}
        {state.kind === 'loading' && classes && (
          <EarlyClasses classes={classes} mentors={names.mentors ?? {}} joinOpenMinutes={names.joinOpenMinutes} />
        )}
        {state.kind === 'error' && (
          <p role="alert" className="mt-2 text-muted">
            {w.failed}
          </p>
        )}
        {state.kind === 'ready' &&
          state.views.map((view) =>
            editing === view.child.id ? (
              <div key={view.child.id} className="card mt-4 p-6">
                <ChildForm
                  grades={names.grades}
                  start={{
                    name: view.child.name,
                    grade: view.child.grade,
                    fullNameOnCertificates: view.child.fullNameOnCertificates === true,
                  }}
                  submitLabel={w.save}
                  save={save({ action: 'editChild', childId: view.child.id })}
                  onCancel={() => setEditing(null)}
                />
                <RemoveChild child={view.child} idToken={idToken} onRemoved={removed} />
              </div>
            ) : (
              <ChildCard
                key={view.child.id}
                view={view}
                classes={classes}
                names={names}
                onEdit={() => setEditing(view.child.id)}
                idToken={idToken}
                onChanged={() => void show(state.views.map((v) => v.child)).catch(() => setState({ kind: 'error' }))}
                renderTrials={renderTrials}
              />
            ),
          )}
        {state.kind === 'ready' && (
          <div className="card mt-4 p-6">
            {adding || state.views.length === 0 ? (
              <>
                <h3 className="mb-2 font-bold">{w.addTitle}</h3>
                <ChildForm grades={names.grades} submitLabel={w.add} save={save({ action: 'addChild' })} />
              </>
            ) : (
              <button type="button" className="btn btn-ghost" onClick={() => setAdding(true)}>
                {w.addTitle}
              </button>
            )}
          </div>
        )}
        {state.kind === 'ready' && state.views.some((v) => v.enrollments.some((e) => (e.classTimes ?? 0) > 0)) && (
          <CalendarFeed />
        )}
      </section>
      {channels && <FamilySwitches initial={channels} idToken={idToken} />}
      {state.kind === 'ready' && <GuardiansPanel />}
      {state.kind === 'ready' && <ReferralPanel />}
    </>
  );
}
