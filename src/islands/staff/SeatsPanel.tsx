// Seats: for each slot of the booking window, seats taken out of seats available, live
// from slots/{date} (which only the booking transactions change).
import type { BookingSettings } from '../../domain/seats';
import { dateWindow } from '../../domain/slots';
import { seatDays, type SeatCell, type SeatDay } from '../../domain/staff/seats';
import type { Column } from '../../domain/staff/csv';
import { useLiveRows, useNow } from './live';
import { LiveStatus, PanelHeading } from './parts';

interface Props {
  settings: BookingSettings;
}

type SeatLine = SeatCell & Pick<SeatDay, 'date' | 'closed'>;

const columns: Column<SeatLine>[] = [
  { header: 'Date (Nairobi)', value: (s) => s.date },
  { header: 'Time (Nairobi)', value: (s) => s.time },
  { header: 'Taken', value: (s) => s.taken },
  { header: 'Seats', value: (s) => s.seats },
  { header: 'Closed', value: (s) => (s.closed ? 'yes' : '') },
];

export default function SeatsPanel({ settings }: Props) {
  const now = useNow();
  const live = useLiveRows({ collection: 'slots', ids: dateWindow(now, settings.windowDays) });
  const taken = Object.fromEntries(
    live.state === 'ready' ? live.rows.map((r) => [r.id, (r.taken ?? {}) as Record<string, number>]) : [],
  );
  const days = seatDays(taken, settings, now);
  const lines: SeatLine[] = days.flatMap((d) => d.slots.map((s) => ({ ...s, date: d.date, closed: d.closed })));

  return (
    <div>
      <PanelHeading
        id="seats-title"
        title="Seats"
        count={`${settings.seatsPerSlot} per class`}
        csv={{ list: 'seats', rows: lines, columns }}
      />
      <LiveStatus live={live} what="seats" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {days.map((day) => (
          <section key={day.date} className="rounded-2xl border border-brand-100 p-4" aria-labelledby={`seats-${day.date}`}>
            <h3 id={`seats-${day.date}`} className="font-bold text-brand-800">
              {day.label}
              {day.closed && <span className="ml-2 text-sm font-semibold text-muted">(closed)</span>}
            </h3>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">Seats taken on {day.label}</caption>
              <thead>
                <tr className="text-sm text-muted">
                  <th scope="col" className="py-1 font-semibold">
                    Time (EAT)
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Taken
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.slots.map((s) => {
                  const full = s.seats > 0 && s.taken >= s.seats;
                  return (
                    <tr key={s.time} className="border-t border-brand-50" data-seat={`${day.date} ${s.time}`}>
                      <th scope="row" className="py-1 font-semibold text-ink">
                        {s.time}
                      </th>
                      <td className={`py-1 ${full ? 'font-bold text-red-800' : 'text-ink'}`}>
                        {s.taken} of {s.seats}
                        {full && <span> (full)</span>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </div>
  );
}
