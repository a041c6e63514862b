// One mentor's week in the staff console: a row per day (Nairobi), the classes that fill
// their hours (time, child's first name, course, mark) and what is still free. A day of
// leave says so, and its classes still to be given are flagged as needing cover.
import { clock } from '../../domain/classes/hours';
import type { MentorDay, PlacedClass } from '../../domain/classes/week';
import { dayLabel } from '../../domain/slots';
import { words as classStates } from '../../i18n/en/console/class-states';

interface Props {
  mentor: { id: string; name: string };
  days: readonly MentorDay[];
  courseTitles: Record<string, string>;
  leaveReasons: (date: string) => string[];
}

function ClassLine({ c, courseTitles }: { c: PlacedClass; courseTitles: Record<string, string> }) {
  return (
    <li data-class-id={c.id}>
      <span className="whitespace-nowrap font-semibold">
        {clock(c.at)}–{clock(c.at + c.minutes)}
      </span>{' '}
      {c.childFirstName} · {courseTitles[c.course] ?? c.course}
      {c.status === 'paused' ? (
        <span className="ml-1 rounded-full bg-red-100 px-2 text-sm font-semibold text-red-900" data-paused>
          {classStates.state(c.status)}
        </span>
      ) : (
        c.status !== 'scheduled' && <span className="text-muted"> · {classStates.state(c.status)}</span>
      )}
      {c.needsCover && (
        <span className="ml-1 rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900">Needs cover</span>
      )}
    </li>
  );
}

export default function MentorWeekTable({ mentor, days, courseTitles, leaveReasons }: Props) {
  const titleId = `week-${mentor.id}`;
  return (
    <section aria-labelledby={titleId} className="mt-6" data-mentor-week={mentor.id}>
      <h4 id={titleId} className="text-lg font-bold text-brand-800">
        {mentor.name}
      </h4>
      <div className="mt-2 overflow-x-auto" role="region" aria-label={`${mentor.name}'s week`} tabIndex={0}>
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">{mentor.name}’s classes and free hours, Nairobi time</caption>
          <thead>
            <tr className="border-b border-brand-100 text-sm text-muted">
              <th scope="col" className="py-2 pr-3">
                Day
              </th>
              <th scope="col" className="py-2 pr-3">
                Classes
              </th>
              <th scope="col" className="py-2">
                Free
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => {
              const label = dayLabel(d.date);
              return (
                <tr key={d.date} className="border-b border-brand-50 align-top" data-date={d.date}>
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    <span className="whitespace-nowrap">{label.weekday}</span>{' '}
                    <span className="whitespace-nowrap">
                      {label.day} {label.month}
                    </span>
                  </th>
                  <td className="py-2 pr-3">
                    {d.classes.length === 0 ? (
                      <span className="text-muted">—</span>
                    ) : (
                      <ul>
                        {d.classes.map((c) => (
                          <ClassLine key={c.id} c={c} courseTitles={courseTitles} />
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="py-2" data-free>
                    {d.onLeave ? (
                      <span className="font-semibold text-amber-900 [overflow-wrap:anywhere]" data-leave>
                        On leave{leaveReasons(d.date).length > 0 ? `: ${leaveReasons(d.date).join('; ')}` : ''}
                      </span>
                    ) : d.free.length === 0 ? (
                      <span className="text-muted">—</span>
                    ) : (
                      <ul>
                        {d.free.map((f) => (
                          <li key={f.start} className="whitespace-nowrap">
                            {clock(f.start)}–{clock(f.end)}
                            {f.priority && <span className="text-muted"> (priority)</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
