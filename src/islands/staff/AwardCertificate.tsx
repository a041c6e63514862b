// Beside an enrollment: staff award a certificate when the child completes a course level.
// The family gets its link by mail and WhatsApp; the console says the number and links to
// its public page.
import { useState } from 'react';
import { LEVEL_MAX, readLevel } from '../../domain/certificates/certificate';
import { words as certificateMessages } from '../../i18n/en/certificates';
import { certificatesAction } from '../../services/staff';
import ReasonAction from './ReasonAction';

export default function AwardCertificate({ enrollmentId, studentName }: { enrollmentId: string; studentName: string }) {
  const [awarded, setAwarded] = useState('');
  return (
    <div className="mt-2">
      <p role="status" className={awarded ? 'text-sm font-semibold text-emerald-900' : ''}>
        {awarded && (
          <>
            Certificate{' '}
            <a className="underline underline-offset-2" href={`/certificates/${awarded}`}>
              {awarded}
            </a>{' '}
            awarded; the family is told.
          </>
        )}
      </p>
      <ReasonAction
        opener={
          <>
            Award a certificate<span className="sr-only"> to {studentName}</span>
          </>
        }
        formLabel={`Award a certificate to ${studentName}`}
        question="Level completed"
        submitLabel="Award the certificate"
        maxLength={LEVEL_MAX}
        multiline={false}
        placeholder="Level 1"
        check={(text) => {
          const read = readLevel(text, certificateMessages);
          return 'message' in read ? read : { ok: read.level };
        }}
        act={async (level) => {
          const answer = await certificatesAction({ action: 'award', enrollmentId, level });
          setAwarded(String(answer.number));
        }}
      />
    </div>
  );
}
