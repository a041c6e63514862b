// /staff: the school's console. Signed out, it offers Google sign-in; signed in without the
// `staff` claim, it says so and reads nothing; with the claim, it shows one section at a
// time, chosen by the address's #fragment so each section has its own link.
// The rules, not this page, keep the data private: a token without the claim reads nothing.
import { useEffect, useState } from 'react';
import { loginMessages } from '../../domain/message-areas/login';
import type { BookingSettings } from '../../domain/seats';
import { staffMessages } from '../../domain/staff/messages';
import { signInWithGoogle, signOut, watchAccess, type StaffAccess } from '../../services/staff';
import ClassesPanel from './ClassesPanel';
import SeatsPanel from './SeatsPanel';
import InboxPanel from './InboxPanel';
import PaymentsPanel from './PaymentsPanel';
import UnusualPanel from './UnusualPanel';
import EnrollmentsPanel from './EnrollmentsPanel';
import ErasePanel from './ErasePanel';
import CertificatesPanel from './CertificatesPanel';
import ReportsPanel from './ReportsPanel';
import type { RecommendOffers } from './RecommendForm';
import WeekPanel, { type StaffMentor } from './WeekPanel';

export interface StaffConsoleProps {
  brandName: string;
  /** settings.yaml `booking`: seats per slot and closed dates. */
  booking: BookingSettings;
  /** Grade id -> label, e.g. { '3-5': 'Grades 3 to 5' }. */
  gradeLabels: Record<string, string>;
  /** The courses and plans staff may recommend (courses.yaml, plans.yaml). */
  offers: RecommendOffers;
  /** settings.yaml's grace after a plan's paid-until date (enrollment.graceDays). */
  graceDays: number;
  /** team.yaml's mentors and their weekly hours (Nairobi). */
  mentors: StaffMentor[];
}

const sections = [
  { id: 'classes', label: 'Classes' },
  { id: 'week', label: 'Timetable' },
  { id: 'seats', label: 'Seats' },
  { id: 'leads', label: 'Leads' },
  { id: 'messages', label: 'Messages' },
  { id: 'questions', label: 'Questions' },
  { id: 'payments', label: 'Payments' },
  { id: 'unusual', label: 'Unusual' },
  { id: 'enrollments', label: 'Enrollments' },
  { id: 'certificates', label: 'Certificates' },
  { id: 'reports', label: 'Reports' },
  { id: 'erase', label: 'Erase a family' },
] as const;
type Section = (typeof sections)[number]['id'];

function sectionFromHash(): Section {
  const id = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return sections.find((s) => s.id === id)?.id ?? 'classes';
}

type View = { kind: 'loading' } | { kind: 'error'; message: string } | StaffAccess;

export default function StaffConsole({ brandName, booking, gradeLabels, offers, graceDays, mentors }: StaffConsoleProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [section, setSection] = useState<Section>('classes');

  useEffect(
    () =>
      watchAccess(setView, (error) =>
        setView({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
      ),
    [],
  );

  useEffect(() => {
    const follow = () => setSection(sectionFromHash());
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  async function signIn() {
    setBusy(true);
    try {
      await signInWithGoogle();
    } catch (error) {
      window.alert(loginMessages.failed(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  }

  if (view.kind === 'loading') {
    return (
      <p className="p-6 text-muted" role="status">
        Checking who is signed in…
      </p>
    );
  }
  if (view.kind === 'error') {
    return (
      <p className="m-4 rounded-xl bg-red-50 p-4 text-red-800" role="alert">
        The console could not start: {view.message}
      </p>
    );
  }
  if (view.kind === 'signed-out') {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-ink">Staff console</h1>
        <p className="mt-3 text-muted">Sign in with your {brandName} Google account.</p>
        <button
          type="button"
          className="btn btn-primary mt-8 w-full"
          onClick={() => void signIn()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? loginMessages.signingIn : loginMessages.button}
        </button>
      </div>
    );
  }

  const account = (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="min-w-0 break-all text-muted">{view.email}</span>
      <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );

  if (view.kind === 'not-staff') {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-ink">Staff console</h1>
        <p className="mt-4 text-lg text-ink">{staffMessages.notStaff}</p>
        <div className="mt-6 flex justify-center">{account}</div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-3 pb-20 pt-4 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 pb-3">
        <h1 className="text-2xl font-extrabold text-ink">{brandName} staff</h1>
        {account}
      </header>
      <nav aria-label="Console sections" className="sticky top-0 z-10 -mx-3 overflow-x-auto bg-white px-3 py-2 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                // The page's own address with the section: a bare "#id" link reads as a skip
                // link, whose target exists only while its section shows.
                href={`/staff#${s.id}`}
                aria-current={section === s.id ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 font-semibold ${
                  section === s.id ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
                }`}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mt-4" aria-labelledby={`${section}-title`}>
        {section === 'classes' && (
          <ClassesPanel brandName={brandName} gradeLabels={gradeLabels} offers={offers} mentors={mentors} />
        )}
        {section === 'week' && (
          <WeekPanel mentors={mentors} courseTitles={Object.fromEntries(offers.courses.map((c) => [c.id, c.title]))} />
        )}
        {section === 'seats' && <SeatsPanel settings={booking} />}
        {section === 'leads' && <InboxPanel kind="trialLeads" />}
        {section === 'messages' && <InboxPanel kind="contactMessages" />}
        {section === 'questions' && <InboxPanel kind="questions" />}
        {section === 'payments' && <PaymentsPanel />}
        {section === 'unusual' && <UnusualPanel />}
        {section === 'enrollments' && <EnrollmentsPanel offers={offers} graceDays={graceDays} />}
        {section === 'certificates' && <CertificatesPanel />}
        {section === 'reports' && <ReportsPanel />}
        {section === 'erase' && <ErasePanel />}
      </section>
    </div>
  );
}
