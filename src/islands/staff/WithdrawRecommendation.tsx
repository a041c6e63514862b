// Beside a sent recommendation: staff withdraw it with a reason (kept in the booking's
// history). Its enroll link then stops working and the family's dashboard drops it.
import { REASON_MAX } from '../../domain/staff/limits';
import { words as staffMessages } from '../../i18n/en/console/staff';
import { staffAction } from '../../services/staff';
import ReasonAction from './ReasonAction';

export default function WithdrawRecommendation({
  recommendationId,
  studentName,
}: {
  recommendationId: string;
  studentName: string;
}) {
  return (
    <ReasonAction
      opener={
        <>
          Withdraw<span className="sr-only"> the recommendation for {studentName}</span>
        </>
      }
      formLabel={`Withdraw the recommendation for ${studentName}`}
      question="Why is it withdrawn?"
      submitLabel="Withdraw the recommendation"
      maxLength={REASON_MAX}
      check={(text) => (text.trim() ? { ok: text.trim() } : { message: staffMessages.withdrawReasonNeeded })}
      act={async (reason) => {
        await staffAction({ action: 'withdrawRecommendation', recommendationId, reason });
      }}
    />
  );
}
