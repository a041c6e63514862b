// Shown in place of the summary (its children) once the parent joined a full slot's waiting
// list: what happens next, the place in line, and the private link that shows or leaves the list.
import type { ReactNode } from 'react';
import { words as waitlistWords } from '../../i18n/en/waitlist';
import { useWords } from '../hooks/useWords';
import type { Joined } from './useWaitlistJoin';

interface Props {
  /** The join's answer: its place in line and the entry's page (/waitlist#<token>); null before. */
  joined: Joined | null;
  studentName: string;
  holdHours: number;
  onAnother: () => void;
  children: ReactNode;
}

export default function WaitlistJoined({ joined, studentName, holdHours, onAnother, children }: Props) {
  const w = useWords('waitlist', waitlistWords).form;
  if (!joined) return children;
  const { position, link } = joined;
  return (
    <aside className="card p-5 sm:p-6 lg:sticky lg:top-24" role="status">
      <h2 className="text-lg font-bold text-ink">{w.joinedTitle}</h2>
      <p className="mt-3 text-sm text-ink">{w.joined(studentName, holdHours)}</p>
      <p className="mt-2 text-sm font-semibold text-brand-800">{w.position(position)}</p>
      <a className="btn btn-primary mt-5 w-full" href={link}>
        {w.openLink}
      </a>
      <button type="button" className="btn mt-3 w-full" onClick={onAnother}>
        {w.chooseOther}
      </button>
    </aside>
  );
}
