// Which mentor a newly chosen weekly time goes to: of the free mentors on leave on none of
// its dates when there are any, the child's trial mentor when free then, otherwise the one
// with the fewest weekly classes; between equals, the one whose last assignment is oldest
// (who has waited longest), then team.yaml order. Pure.

export interface MentorLoad {
  id: string;
  /** Weekly times this mentor holds now. */
  load: number;
  /** When this mentor was last given a child (epoch ms); 0 for never. */
  lastAssigned: number;
}

/** The mentor for a time at which `free` (ids) are free, or null when none is. */
export function chooseMentor(free: readonly string[], loads: readonly MentorLoad[], preferred?: string | null): string | null {
  if (free.length === 0) return null;
  if (preferred && free.includes(preferred)) return preferred;
  const known = new Map(loads.map((l) => [l.id, l]));
  const ranked = free
    .map((id, order) => ({ id, order, load: known.get(id)?.load ?? 0, last: known.get(id)?.lastAssigned ?? 0 }))
    .sort((a, b) => a.load - b.load || a.last - b.last || a.order - b.order);
  return ranked[0]!.id;
}

/**
 * The mentor for a time, taking first the free mentors on leave on none of its dates
 * (`neverAway`), so a child's weekly class has no gap where a mentor without one is free.
 */
export function chooseMentorNeverAway(
  free: readonly string[],
  neverAway: readonly string[],
  loads: readonly MentorLoad[],
  preferred?: string | null,
): string | null {
  return (
    chooseMentor(
      free.filter((id) => neverAway.includes(id)),
      loads,
      preferred,
    ) ?? chooseMentor(free, loads, preferred)
  );
}
