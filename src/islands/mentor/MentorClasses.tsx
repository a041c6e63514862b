// /mentor: a mentor signs in with Google; with the `mentor` claim (npm run staff --
// grant-mentor) they see today's classes and those of the next seven days, and earlier
// ones still unmarked (mentorParts), in Nairobi time, each with the child's first name, the
// course and the join link, and mark them, and write each child's monthly line (MonthLines).
// The classes come from the site's session (useMentorView), which answers a mentor only
// their own.
import { useEffect, useState } from 'react';
import { mentorParts } from '../../domain/classes/mentor-view';
import { NAIROBI_TZ } from '../../domain/slots';
import { words as loginMessages } from '../../i18n/en/messages/login';
import type { ShownClass } from '../../services/classes';
import MarkClass from './MarkClass';
import MonthLines from './MonthLines';
import { LoadingCard, SignInCard } from './MentorCards';
import { useMentorView } from './useMentorView';
import { untilDataKnown } from '../parts/until-data-known';

export interface MentorPageProps {
  courses: Record<string, string>;
  /** The school's name (settings.yaml), for the refusal. */
  brand: string;
}

export default function MentorClasses({ courses, brand }: MentorPageProps) {
  const { known, view, authReady, reload, signOut, showLoading } = useMentorView();
  const [problem, setProblem] = useState('');
  // Earlier classes marked on this visit stay in view, with their "Saved." beside them.
  const [markedHere, setMarkedHere] = useState<string[]>([]);
  // A class handed on leaves the list (covered) or shows cancelled: what was said stays here.
  const [handedOn, setHandedOn] = useState('');
  // The month's reports are read with Auth: they show once it holds the mentor.
  const [authed, setAuthed] = useState(false);
  useEffect(() => {
    let live = true;
    authReady?.then(
      (id) => live && setAuthed(Boolean(id)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [authReady]);

  const signIn = async () => {
    setProblem('');
    try {
      await (await import('../../services/auth')).signInWithGoogle();
    } catch (error) {
      return setProblem(loginMessages.failed((error as Error).message));
    }
    showLoading();
    await reload(true);
  };

  // The sign-in invitation or "loading", as the page's head finds a device that signed in or not.
  if (!known)
    return untilDataKnown(
      <SignInCard notMentor={false} brand={brand} problem={problem} onSignIn={signIn} onSignOut={signOut} />,
      <LoadingCard />,
    );
  if (view.kind === 'loading') return <LoadingCard />;
  if (view.kind === 'failed')
    return (
      <p role="alert" className="font-semibold">
        {view.message}
      </p>
    );
  if (view.kind === 'signed-out' || view.kind === 'not-mentor')
    return (
      <div>
        <SignInCard
          notMentor={view.kind === 'not-mentor'}
          brand={brand}
          problem={problem}
          onSignIn={signIn}
          onSignOut={signOut}
        />
      </div>
    );

  const now = new Date();
  const { today: todays, ahead, unmarked } = mentorParts(view.classes, now, markedHere);
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
            authReady={authReady}
            onMarked={() => {
              setMarkedHere((ids) => [...ids, c.id]);
              void reload();
            }}
            onHandedOn={(said) => {
              setHandedOn(said);
              void reload();
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
        <p role="status" className={handedOn ? 'w-full font-semibold' : 'sr-only'} data-handed-on>
          {handedOn}
        </p>
        <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      {part('Today', todays, 'No classes today.')}
      {part('Next seven days', ahead, 'No classes in the next seven days.')}
      {unmarked.length > 0 && part('Earlier, not yet marked', unmarked, '')}
      {authed && <MonthLines mentorId={view.mentorId} classes={view.classes} courses={courses} />}
    </div>
  );
}
