// Certificates: every one awarded, newest first, live: the child as printed, course and
// level, date, valid or revoked, a link to its public page, and Revoke with a reason (the
// family is told; the page says revoked and when). Awarding is beside each enrollment.
import type { Column } from '../../domain/staff/csv';
import type { CertificateView } from '../../domain/certificates/certificate';
import { asText, useLiveRows } from './live';
import { Empty, LiveStatus, PanelHeading } from './parts';
import RevokeCertificate from './RevokeCertificate';

/** A certificate's public fields as the console lists them (its status as the row's text), with the full name of its record. */
type CertificateRow = Pick<CertificateView, 'number' | 'name' | 'course' | 'level' | 'awardedOn'> &
  Required<Pick<CertificateView, 'revokedOn'>> & { fullName: string; status: string };

const columns: Column<CertificateRow>[] = [
  { header: 'Number', value: (c) => c.number },
  { header: 'Printed name', value: (c) => c.name },
  { header: 'Student', value: (c) => c.fullName },
  { header: 'Course', value: (c) => c.course },
  { header: 'Level', value: (c) => c.level },
  { header: 'Awarded', value: (c) => c.awardedOn },
  { header: 'Status', value: (c) => c.status },
  { header: 'Revoked', value: (c) => c.revokedOn },
];

export default function CertificatesPanel() {
  const certificates = useLiveRows({ collection: 'certificates' });
  const records = useLiveRows({ collection: 'certificateRecords' });
  const fullNames = new Map(records.state === 'ready' ? records.rows.map((r) => [r.id, asText(r.studentName)]) : []);
  const rows: CertificateRow[] =
    certificates.state === 'ready'
      ? certificates.rows
          .map((c) => ({
            number: c.id,
            name: asText(c.name),
            fullName: fullNames.get(c.id) ?? '',
            course: asText(c.course),
            level: asText(c.level),
            awardedOn: asText(c.awardedOn),
            status: asText(c.status),
            revokedOn: asText(c.revokedOn),
          }))
          .sort((a, b) => b.awardedOn.localeCompare(a.awardedOn) || a.number.localeCompare(b.number))
      : [];

  return (
    <div>
      <PanelHeading
        id="certificates-title"
        title="Certificates"
        count={certificates.state === 'ready' ? `${rows.length}` : undefined}
        csv={{ list: 'certificates', rows, columns }}
      />
      <LiveStatus live={certificates} what="certificates" />
      {certificates.state === 'ready' && rows.length === 0 && (
        <Empty>No certificates yet. Award one from a child's enrollment (Enrollments).</Empty>
      )}
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {rows.map((c) => (
          <li key={c.number} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm" data-certificate={c.number}>
            <p className="font-bold text-ink">
              {c.fullName || c.name} <span className="font-normal text-muted">(printed “{c.name}”)</span>
            </p>
            <p className="text-ink">
              {c.course}, {c.level} · {c.awardedOn}
            </p>
            <p>
              <a className="font-semibold text-brand-800 underline underline-offset-2" href={`/certificates/${c.number}`}>
                {c.number}
              </a>{' '}
              {c.status === 'revoked' ? (
                <span className="rounded-full bg-red-100 px-2 text-sm text-red-900">revoked {c.revokedOn}</span>
              ) : (
                <span className="rounded-full bg-emerald-100 px-2 text-sm text-emerald-900">valid</span>
              )}
            </p>
            {c.status !== 'revoked' && <RevokeCertificate number={c.number} studentName={c.fullName || c.name} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
