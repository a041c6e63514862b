// /mentor: a mentor signs in with Google; with the `mentor` claim (npm run staff --
// grant-mentor) they see today's and this week's classes, and earlier ones still unmarked,
// in Nairobi time, each with the child's first name, the course and the join link, and mark
// them, and write each child's monthly line (MonthLines). The rules let a mentor read only
// their own classes.
import { useCallback, useEffect, useState } from 'react';
import { classMessages as m } from '../../domain/classes/messages';
import { ATTENDANCE_WEEKS, nairobiWeek } from '../../domain/classes/shown';
import { NAIROBI_TZ, nairobiDate } from '../../domain/slots';
import { messages } from '../../domain/messages';
import { wallTime } from '../../domain/zone-clock';
import { mentorIdOf, readClasses, type ShownClass } from '../../services/classes';
import { auth } from '../../services/firebase';
import MarkClass from './MarkClass';
import MonthLines from './MonthLines';

export interface MentorPageProps {
  courses: Record<string, string>;
}

type View =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-mentor' }
  | { kind: 'failed' }
  | { kind: 'mentor'; mentorId: string; classes: ShownClass[] };

const dateOf = (c: ShownClass) => wallTime(c.start, NAIROBI_TZ).date;

export default function MentorClasses({ courses }: MentorPageProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [problem, setProblem] = useState('');
  // Earlier classes marked on this visit stay in view, with their "Saved." beside them.
  const [markedHere, setMarkedHere] = useState<string[]>([]);

  const load = useCallback(async () => {
    const mentorId = await mentorIdOf();
    if (!mentorId) return setView({ kind: 'not-mentor' });
    setView({ kind: 'mentor', mentorId, classes: await readClasses('mentorId', mentorId) });
  }, []);

  useEffect(() => {
    let stop: (() => void) | undefined;
    Promise.all([auth(), import('firebase/auth')])
      .then(([instance, sdk]) => {
        stop = sdk.onAuthStateChanged(instance, (user) => {
          if (!user) return setView({ kind: 'signed-out' });
          load().catch(() => setView({ kind: 'failed' }));
        });
      })
      .catch(() => setView({ kind: 'failed' }));
    return () => stop?.();
  }, [load]);

  const signIn = async () => {
    setProblem('');
    try {
      await (await import('../../services/auth')).signInWithGoogle();
    } catch (error) {
      setProblem(messages.login.failed((error as Error).message));
    }
  };
  const signOut = async () => (await import('../../services/auth')).signOut({ sessionRequired: false });

  if (view.kind === 'loading')
    return (
      <p role="status" className="text-muted">
        Checking who is signed in…
      </p>
    );
  if (view.kind === 'failed')
    return (
      <p role="alert" className="font-semibold">
        {m.failed}
      </p>
    );
  if (view.kind === 'signed-out' || view.kind === 'not-mentor')
    return (
      <div className="card p-6">
        <p className="font-semibold">{view.kind === 'not-mentor' ? m.notMentor : 'Mentors, please sign in.'}</p>
        <p role="alert" className={problem ? 'mt-2 text-sm text-red-800' : ''}>
          {problem}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={() => void signIn()}>
            {messages.login.button}
          </button>
          {view.kind === 'not-mentor' && (
            <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
              Sign out
            </button>
          )}
        </div>
      </div>
    );

  const now = new Date();
  const today = nairobiDate(now);
  const week = nairobiWeek(now);
  const since = now.getTime() - ATTENDANCE_WEEKS * 7 * 86_400_000;
  const todays = view.classes.filter((c) => dateOf(c) === today);
  const thisWeek = view.classes.filter((c) => dateOf(c) !== today && dateOf(c) >= week.first && dateOf(c) <= week.last);
  const unmarked = view.classes.filter(
    (c) => (c.status === 'scheduled' || markedHere.includes(c.id)) && dateOf(c) < week.first && c.start.getTime() > since,
  );
  const part = (title: string, list: ShownClass[], empty: string) => (
    <section className="mt-6" aria-label={title}>
      <h2 className="text-xl font-extrabold">{title}</h2>
      {list.length === 0 && <p className="mt-1 text-muted">{empty}</p>}
      <ul className="mt-2 space-y-3">
        {list.map((c) => (
          <MarkClass
            key={c.id}
            shown={c}
            courseName={courses[c.course] ?? c.course}
            link={c.joinLink}
            tz={NAIROBI_TZ}
            now={now}
            onMarked={() => {
              setMarkedHere((ids) => [...ids, c.id]);
              void load().catch(() => setView({ kind: 'failed' }));
            }}
          />
        ))}
      </ul>
    </section>
  );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Times are Nairobi time.</p>
        <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      {part('Today', todays, 'No classes today.')}
      {part('This week', thisWeek, 'No other classes this week.')}
      {unmarked.length > 0 && part('Earlier, not yet marked', unmarked, '')}
      <MonthLines mentorId={view.mentorId} classes={view.classes} courses={courses} />
    </div>
  );
}
