// /manage's booked-class card: the child's class, its status, the grade and both times, and
// one announced line under them. Drawn from texts already worded (domain/booked-class-card.ts),
// so the same markup serves the server's answer (BookingView) and, as a static template in
// the page, the link's glance drawn at first paint before any module script
// (services/first-paint/manage-glance.ts fills each data-slot).
import type { Ref } from 'react';
import type { BookedClassTexts } from '../../domain/booked-class-card';
import { ClassTimesView } from './ClassTimes';

interface Props {
  texts: BookedClassTexts;
  /** What the last change did ('' when nothing was changed); on a glance, its "as of" line. */
  note: string;
  /** The card shows the link's glance, not the server's answer. */
  asOf?: boolean;
  noteRef?: Ref<HTMLParagraphElement>;
  /** The page's template: every place drawn, for the first-paint script to fill. */
  template?: boolean;
}

export default function BookedClassCard({ texts, note, asOf = false, noteRef, template = false }: Props) {
  const noteStyle = asOf
    ? 'text-sm text-muted outline-none'
    : note
      ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 outline-none'
      : '';
  return (
    <section className="card overflow-hidden" aria-labelledby="manage-title">
      <div className="flex flex-wrap items-center justify-between gap-3 bg-brand-50 px-6 py-4">
        <h1 id="manage-title" className="text-2xl font-extrabold" data-slot="title">
          {texts.title}
        </h1>
        <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white" data-booking-status data-slot="status">
          {texts.status}
        </span>
      </div>
      <div className="space-y-4 px-6 py-6">
        {(texts.grade || template) && (
          <p className="text-muted" data-slot="grade">
            {texts.grade}
          </p>
        )}
        <ClassTimesView texts={texts} />
        <p ref={noteRef} tabIndex={-1} role="status" className={noteStyle} data-as-of={asOf ? '' : undefined} data-slot="note">
          {note}
        </p>
      </div>
    </section>
  );
}
