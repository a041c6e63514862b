// One enrollment's weekly classes on the dashboard: its times to choose when it has none;
// else the next classes (date and time in the family's zone, the mentor's first name, the
// join link live from settings.yaml's joinOpenMinutes before, the plan's rescheduling rule above the move
// buttons), the coming dates with no class as the mentor is on leave, and the last weeks'
// attendance with the mentor's notes, and the make-up credits (ChildCredits.tsx) with
// "Cancel this class", which earns one under the plan's rule. They show at once from the site's session (`early`, the
// answer /dashboard's head started); Firestore is then asked for them afresh (a card shown
// again after an edit, or a class moved since the session answered), and again after a change here.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FamilyClass } from '../../domain/classes/family-classes';
import { ATTENDANCE_WEEKS, isRecent, joinOpen } from '../../domain/classes/shown';
import { nairobiDate } from '../../domain/slots';
import { words as familyWords } from '../../i18n/en/family';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { words as moveWords } from '../../i18n/en/move';
import { readClasses, type ShownClass } from '../../services/classes';
import { words as englishCredits } from '../../i18n/en/credits';
import { cancelClass } from '../../services/credits';
import ChooseTimes from './ChooseTimes';
import ChildCredits from './ChildCredits';
import MoveClass from './MoveClass';

/** Mentors' first names by id. Their video rooms are not in the page: each class carries its own join link. */
export type MentorNames = Record<string, { name: string }>;

interface Props {
  enrollmentId: string;
  childName: string;
  hasTimes: boolean;
  tz: string;
  mentors: MentorNames;
  /** Minutes before a class that its join link opens (settings.yaml `enrollment`). */
  joinOpenMinutes: number;
  /** The family's classes from the site's session; without them the classes are read from Firestore. */
  early?: FamilyClass[];
  /** Shows `early` alone, with no action and no read of Firestore (EarlyClasses.tsx, before Auth). */
  readOnly?: boolean;
  /** The plan's rescheduling rule, shown above the move buttons. */
  rule?: string;
  /** Nairobi dates its weekly time gives no class, the mentor being on leave. */
  noClassOn?: readonly string[];
  /** The plan's make-up credit rule, as its card states it. */
  makeUpRule?: string;
  /** The enrollment's course, as its card names it (the waiting lists above the picker). */
  courseName?: string;
}

/** What the list shows of a class: the session's answer and Firestore's reading both carry it. */
type Listed = Pick<ShownClass, 'id' | 'mentorId' | 'start' | 'minutes' | 'status' | 'note' | 'joinLink'>;

const listedOf = (early: FamilyClass[], enrollmentId: string): Listed[] =>
  early.filter((c) => c.enrollmentId === enrollmentId).map((c) => ({ ...c, start: new Date(c.start) }));

const NEXT_SHOWN = 4;

export default function ChildClasses({
  enrollmentId,
  childName,
  hasTimes,
  tz,
  mentors,
  joinOpenMinutes,
  early,
  readOnly = false,
  rule,
  noClassOn = [],
  makeUpRule,
  courseName = '',
}: Props) {
  const cw = useWords('credits', englishCredits);
  const w = useWords('family', familyWords).classes;
  const { classWhen, calendarDate } = useWords('classDates', englishClassDates);
  const { planIncludes } = useWords('move', moveWords);
  const [chosen, setChosen] = useState(hasTimes);
  const [said, setSaid] = useState('');
  const [classes, setClasses] = useState<Listed[] | null>(() => (hasTimes && early ? listedOf(early, enrollmentId) : null));
  // A fresh read that fails while the session's classes show leaves them, and says nothing.
  const shown = useRef(classes !== null);
  const [failed, setFailed] = useState(false);
  const [moving, setMoving] = useState<{ id: string; reason: 'move' | 'cant' } | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);

  const load = useCallback(
    (quiet = false) => {
      readClasses('familyUid')
        .then((all) => setClasses(all.filter((c) => c.enrollmentId === enrollmentId)))
        .catch((error: unknown) => {
          if (quiet) console.error('Dashboard: could not refresh the classes', error);
          else setFailed(true);
        });
    },
    [enrollmentId],
  );

  useEffect(() => {
    if (chosen && !readOnly) load(shown.current);
  }, [chosen, readOnly, load]);

  if (!chosen)
    return (
      <ChooseTimes
        enrollmentId={enrollmentId}
        childName={childName}
        tz={tz}
        courseName={courseName}
        onChosen={(message) => {
          setSaid(message);
          setChosen(true);
        }}
      />
    );

  const now = new Date();
  const first = (id: string) => mentors[id]?.name ?? '';
  const next = (classes ?? []).filter((c) => c.status === 'scheduled' && c.start.getTime() + c.minutes * 60_000 > now.getTime());
  const recent = (classes ?? []).filter((c) => isRecent(c.start, now) && c.status !== 'scheduled').reverse();
  const gaps = [...new Set(noClassOn)].filter((d) => d >= nairobiDate(now)).sort();

  return (
    <div className="mt-3" data-classes>
      <p role="status" className={said ? 'text-sm font-semibold' : ''}>
        {said}
      </p>
      {failed && (
        <p role="alert" className="text-sm">
          {w.failed}
        </p>
      )}
      {classes === null && !failed && <p className="text-sm">{w.loading}</p>}
      {classes && (
        <>
          <h4 className="mt-2 font-bold">{w.next}</h4>
          {next.length === 0 && <p className="text-sm">{w.none}</p>}
          {next.length > 0 && !readOnly && rule && (
            <p className="mt-1 text-sm" data-move-rule>
              {planIncludes(rule)}
            </p>
          )}
          {gaps.length > 0 && (
            <p className="text-sm" data-no-class>
              {w.noClassOn(gaps.map(calendarDate).join(', '))}
            </p>
          )}
          <ul className="mt-1 space-y-2 text-sm">
            {next.slice(0, NEXT_SHOWN).map((c) => (
              <li key={c.id} className="rounded-xl border border-emerald-200 bg-white p-3" data-class={c.id}>
                <span className="font-semibold">{classWhen(c.start, tz)}</span>
                {w.withMentor(first(c.mentorId))}
                <br />
                {joinOpen(c.start, c.minutes, now, joinOpenMinutes) && c.joinLink ? (
                  <a className="font-semibold text-brand-800 underline underline-offset-2" href={c.joinLink}>
                    {w.join}
                    <span className="sr-only">{w.classOf(classWhen(c.start, tz))}</span>
                  </a>
                ) : (
                  <span className="text-muted">{w.joinOpens(joinOpenMinutes)}</span>
                )}
                {readOnly ? null : moving?.id === c.id ? (
                  <MoveClass
                    by={{ classId: c.id }}
                    tz={tz}
                    reason={moving.reason}
                    onMoved={(message) => {
                      setMoving(null);
                      setSaid(message);
                      load();
                    }}
                    onClose={() => setMoving(null)}
                  />
                ) : cancelling === c.id ? (
                  <span className="mt-2 block rounded-xl border border-brand-200 bg-brand-50 p-3" data-cancel-class>
                    {cw.cancelConfirm(makeUpRule ?? '')}
                    <span className="mt-2 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn btn-primary min-h-11 px-3 py-1 text-sm"
                        onClick={() =>
                          void cancelClass({ classId: c.id }).then(({ message }) => {
                            setCancelling(null);
                            setSaid(message);
                            setRefresh((n) => n + 1);
                            load();
                          })
                        }
                      >
                        {cw.cancelClass}
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost min-h-11 px-3 py-1 text-sm"
                        onClick={() => setCancelling(null)}
                      >
                        {cw.close}
                      </button>
                    </span>
                  </span>
                ) : (
                  <span className="mt-2 flex flex-wrap gap-2">
                    {(['move', 'cant'] as const).map((reason) => (
                      <button
                        key={reason}
                        type="button"
                        className="btn btn-ghost min-h-11 px-3 py-1 text-sm"
                        onClick={() => setMoving({ id: c.id, reason })}
                      >
                        {reason === 'move' ? w.move : w.cant}
                        <span className="sr-only">{w.buttonOf(classWhen(c.start, tz))}</span>
                      </button>
                    ))}
                    <button
                      type="button"
                      className="btn btn-ghost min-h-11 px-3 py-1 text-sm"
                      onClick={() => setCancelling(c.id)}
                    >
                      {cw.cancelClass}
                      <span className="sr-only">{w.buttonOf(classWhen(c.start, tz))}</span>
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {!readOnly && (
            <ChildCredits
              enrollmentId={enrollmentId}
              tz={tz}
              rule={makeUpRule}
              refresh={refresh}
              onBooked={(message) => {
                setSaid(message);
                load();
              }}
            />
          )}
          <h4 className="mt-3 font-bold">{w.attendance(ATTENDANCE_WEEKS)}</h4>
          {recent.length === 0 && <p className="text-sm">{w.noneMarked}</p>}
          <ul className="mt-1 space-y-2 text-sm">
            {recent.map((c) => (
              <li key={c.id} className="rounded-xl border border-emerald-200 bg-white p-3" data-attendance={c.status}>
                {classWhen(c.start, tz)}: <strong>{w.outcome[c.status] ?? c.status}</strong>
                {c.note && <span className="mt-1 block whitespace-pre-line">{c.note}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
