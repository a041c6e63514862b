// The family's weekly classes from the site's session (the answer /dashboard's head
// started), shown while the family panel loads its records with Auth: one card a child, its
// next classes and attendance, read only. The family's own cards replace them once loaded,
// with the actions (move, can't make it) that need Auth.
import type { FamilyClass } from '../../domain/classes/family-classes';
import ChildClasses, { type MentorNames } from './ChildClasses';

interface Props {
  classes: FamilyClass[];
  mentors: MentorNames;
  joinOpenMinutes: number;
}

/** Each enrollment once, in the order its first class comes. */
function enrollmentsOf(classes: FamilyClass[]): FamilyClass[] {
  const seen = new Map<string, FamilyClass>();
  for (const c of classes) if (!seen.has(c.enrollmentId)) seen.set(c.enrollmentId, c);
  return [...seen.values()];
}

export default function EarlyClasses({ classes, mentors, joinOpenMinutes }: Props) {
  return enrollmentsOf(classes).map((e) => (
    <section key={e.enrollmentId} className="card mt-4 p-6" aria-labelledby={`early-${e.enrollmentId}`} data-early-classes>
      <h3 id={`early-${e.enrollmentId}`} className="text-lg font-extrabold">
        {e.childFirstName}
      </h3>
      <div className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-950">
        <ChildClasses
          enrollmentId={e.enrollmentId}
          childName={e.childFirstName}
          hasTimes
          tz={e.tz}
          mentors={mentors}
          joinOpenMinutes={joinOpenMinutes}
          early={classes}
          readOnly
        />
      </div>
    </section>
  ));
}
