// What /dashboard shows a signed-in parent: the header (greeting, account, the status line
// and sign-out), the bookings of their own (or the invitation to book one), the family panel
// and the WhatsApp card. The kept view is this without the panel, and the HTML kept for the
// next visit's first paint is this too (keptViewMarkup): one markup for all three.
import type { ReactNode } from 'react';
import type { MyBooking, SessionView } from '../../domain/parent-session';
import { words as dashboardMessages } from '../../i18n/en/messages/dashboard';
import { words as dashboardWords } from '../../i18n/en/dashboard';
import type { Language } from '../../i18n/languages';
import type { TrialRules } from '../../domain/trial-rules';
import { words as englishDates } from '../../i18n/en/dates';
import { words as manageWords } from '../../i18n/en/manage';
import { usePagePath, useMessages, useWords } from '../hooks/useWords';
import BookingList from './BookingList';
import { HelpCard } from './StateCards';
import { keptTime, viewOf, type View } from './view';

/** The parts of the messages area (src/i18n/en/messages/) this view shows, in English (a /sw/ page hands down their twin). */
const englishMessages = { dashboard: dashboardMessages };

export type SignedIn = Extract<View, { kind: 'no-booking' | 'bookings' }>;

interface ListProps {
  gradeLabels: Record<string, string>;
  supportPhone: string;
  trial: TrialRules;
  idToken: () => Promise<string | null>;
  language: Language;
}

interface Props extends ListProps {
  view: SignedIn;
  /** When the answer shown was given, if it is a kept one. */
  keptAt: Date | null;
  /** The bookings listed on their own, at the top. */
  bookings: MyBooking[];
  signingOut?: boolean;
  onSignOut?: () => void;
  /** The family panel, under the bookings. */
  panel?: ReactNode;
}

export default function SignedInView({ view, keptAt, bookings, signingOut, onSignOut, panel, ...list }: Props) {
  const messages = useMessages(englishMessages);
  const w = useWords('dashboard', dashboardWords);
  const m = useWords('manage', manageWords);
  const dates = useWords('dates', englishDates);
  const pagePath = usePagePath();
  const greetingName = view.kind === 'bookings' ? view.bookings[0]!.parentName : view.user.displayName;

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">{w.title}</p>
          <h1 className="section-title mt-1">{w.hello(greetingName ? greetingName.split(' ')[0]! : '')}</h1>
          {view.user.email && <p className="mt-1 text-sm text-muted">{w.signedInAs(view.user.email)}</p>}
          {/* Holds its line once the answer came, so nothing below moves. */}
          <p role="status" className="mt-1 min-h-5 text-sm text-muted" data-kept-at={keptAt ? '' : undefined}>
            {keptAt ? messages.dashboard.keptAsOf(keptTime(keptAt, view, dates)) : ''}
          </p>
        </div>
        <button type="button" className="btn btn-ghost" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? w.signingOut : w.signOut}
        </button>
      </div>

      {view.kind === 'no-booking' ? (
        <section className="card mt-8 p-6 text-center sm:p-8" aria-labelledby="no-booking-title">
          <h2 id="no-booking-title" className="text-xl font-extrabold">
            {w.noBooking.title}
          </h2>
          <p className="mt-2 text-muted">{w.noBooking.text}</p>
          <a href={pagePath('/book-class')} className="btn btn-primary mt-6">
            {m.bookAnother}
          </a>
        </section>
      ) : (
        <BookingList
          // A new read (another parent, trials just attached) starts the list afresh.
          key={`${view.user.uid}:${view.now.getTime()}`}
          bookings={bookings}
          now={view.now}
          {...list}
        />
      )}

      {panel}

      <HelpCard supportPhone={list.supportPhone} />
    </div>
  );
}

/**
 * The kept view of `answer` (given `at`), in a hidden box that hands its HTML to `onMarkup` as
 * React attaches it (its children are in it by then); the island drops the box in the next
 * commit, before the browser paints. React writes text and attributes, escaped, never a script.
 */
export function keptViewMarkup(answer: SessionView, at: Date, list: ListProps, onMarkup: (html: string) => void) {
  const view = viewOf({ status: 'ok', view: { ...answer, classes: [] } }) as SignedIn;
  return (
    <div
      hidden
      ref={(box) => {
        if (box) onMarkup(box.innerHTML);
      }}
    >
      <SignedInView view={view} keptAt={at} bookings={answer.bookings} {...list} />
    </div>
  );
}
