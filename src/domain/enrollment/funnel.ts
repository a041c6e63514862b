// The school's funnel: of the trials booked in a month, how many were attended, led to a
// recommendation and ended in an enrollment. Trials are counted by the month they were
// booked in (a cohort), so each month's share says how well that month's trials converted,
// however long the families took to pay.

/** One trial as the funnel sees it. */
export interface FunnelTrial {
  /** The Nairobi date the trial was booked on (YYYY-MM-DD). */
  bookedOn: string;
  attended: boolean;
  recommended: boolean;
  /** The child has an enrollment that began after this trial. */
  enrolled: boolean;
}

export interface FunnelMonth {
  /** YYYY-MM */
  month: string;
  booked: number;
  attended: number;
  recommended: number;
  enrolled: number;
  /** Attended trials that ended in an enrollment, as a whole percent; null with none attended. */
  attendedToEnrolledPercent: number | null;
}

/** One row per month that has trials, newest first. */
export function funnelByMonth(trials: readonly FunnelTrial[]): FunnelMonth[] {
  const months = new Map<
    string,
    { booked: number; attended: number; recommended: number; enrolled: number; converted: number }
  >();
  for (const trial of trials) {
    const month = trial.bookedOn.slice(0, 7);
    const row = months.get(month) ?? { booked: 0, attended: 0, recommended: 0, enrolled: 0, converted: 0 };
    row.booked += 1;
    if (trial.attended) row.attended += 1;
    if (trial.recommended) row.recommended += 1;
    if (trial.enrolled) row.enrolled += 1;
    if (trial.attended && trial.enrolled) row.converted += 1;
    months.set(month, row);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, { converted, ...counts }]) => ({
      month,
      ...counts,
      attendedToEnrolledPercent: counts.attended ? Math.round((100 * converted) / counts.attended) : null,
    }));
}
