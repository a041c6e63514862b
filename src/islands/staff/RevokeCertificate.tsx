// Beside a valid certificate: staff revoke it with a reason (kept in its record's history
// and mailed to the family). Its public page then says revoked, and when.
import { readRevokeReason, REVOKE_REASON_MAX } from '../../domain/certificates/certificate';
import { words as certificateMessages } from '../../i18n/en/certificates';
import { certificatesAction } from '../../services/staff';
import ReasonAction from './ReasonAction';

export default function RevokeCertificate({ number, studentName }: { number: string; studentName: string }) {
  return (
    <ReasonAction
      opener={
        <>
          Revoke
          <span className="sr-only">
            {' '}
            certificate {number} of {studentName}
          </span>
        </>
      }
      formLabel={`Revoke certificate ${number}`}
      question="Why is it revoked? (the family reads this)"
      submitLabel="Revoke the certificate"
      maxLength={REVOKE_REASON_MAX}
      check={(text) => {
        const read = readRevokeReason(text, certificateMessages);
        return 'message' in read ? read : { ok: read.reason };
      }}
      act={async (reason) => {
        await certificatesAction({ action: 'revoke', number, reason });
      }}
    />
  );
}
