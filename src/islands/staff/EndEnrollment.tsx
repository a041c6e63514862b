// On an enrollment's card: staff end it early with a reason the family reads. Its card
// renewal stops, its weekly hours are freed at once and the family is told; the answer is said.
import { useState } from 'react';
import { REASON_MAX, staffMessages } from '../../domain/staff/messages';
import { staffAction } from '../../services/staff';
import ReasonAction from './ReasonAction';

export default function EndEnrollment({ enrollmentId, studentName }: { enrollmentId: string; studentName: string }) {
  const [said, setSaid] = useState('');
  return (
    <div>
      <ReasonAction
        opener={
          <>
            End the enrollment<span className="sr-only"> of {studentName}</span>
          </>
        }
        formLabel={`End the enrollment of ${studentName}`}
        question="Why does it end? The family reads this."
        submitLabel="End it now and tell the family"
        maxLength={REASON_MAX}
        check={(text) => (text.trim() ? { ok: text.trim() } : { message: staffMessages.endReasonNeeded })}
        act={async (reason) => {
          const answer = await staffAction({ action: 'endEnrollment', enrollmentId, reason });
          setSaid(String(answer.message ?? staffMessages.ended));
        }}
      />
      <p role="status" className={said ? 'mt-1 text-sm font-semibold' : ''}>
        {said}
      </p>
    </div>
  );
}
