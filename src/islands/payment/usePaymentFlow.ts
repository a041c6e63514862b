// The pay button's flow: validate, open Paystack's popup, verify the reference it returns,
// then show the outcome. Success and a definitive failure open the result page; a payment
// still unconfirmed after every attempt stays here, pending, so the parent does not pay twice;
// a payment taken at a price that is no longer current stays here too, received, with the
// reference to quote while the school confirms the plan.
import { useEffect, useRef, useState } from 'react';
import {
  transactionOptions,
  validatePaymentForm,
  type PaymentField,
  type PaymentForm,
  type PlanChoice,
} from '../../domain/payment';
import { config } from '../../services/config';
import type { VerifyResult } from '../../services/payments';
import { openPaystack } from '../../services/paystack';
import type { PaymentScreen } from './screen';

export type Status =
  | { type: 'info' | 'success'; text: string }
  | { type: 'error'; text: string; field?: PaymentField }
  | { type: 'pending' | 'received'; reference: string };

export interface FlowOptions {
  screen: PaymentScreen;
  successHref: string;
  errorHref: string;
  resultDelayMs: number;
  clearForm: () => void;
}

export function usePaymentFlow({ screen, successHref, errorHref, resultDelayMs, clearForm }: FlowOptions) {
  const [status, setStatus] = useState<Status | null>(null);
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(0);

  // The button lost focus while disabled; give it back once the parent can press it again.
  useEffect(() => {
    if (refocus > 0) payButton.current?.focus();
  }, [refocus]);

  const finish = (next: Status, href: string) => {
    setStatus(next);
    window.setTimeout(() => window.location.assign(href), resultDelayMs);
  };

  const release = (next: Status) => {
    busy.current = false;
    setProcessing(false);
    setStatus(next);
    setRefocus((n) => n + 1);
  };

  const { messages } = screen.words;

  async function pay(form: PaymentForm, choice: PlanChoice | null) {
    if (busy.current) return;
    const problem = validatePaymentForm(form, screen.amountRule, messages);
    if (problem) {
      setStatus({ type: 'error', text: problem.message, field: problem.field });
      return;
    }
    busy.current = true;
    setProcessing(true);
    setStatus(null);

    const options = transactionOptions({
      publicKey: config.paystack.publicKey,
      form,
      mode: screen.mode,
      choice,
      ...(screen.recommendationId ? { recommendationId: screen.recommendationId } : {}),
      ...(screen.planCode ? { planCode: screen.planCode } : {}),
      ...(screen.enrollmentId ? { enrollmentId: screen.enrollmentId } : {}),
      ...(screen.instalment ? { instalment: screen.instalment } : {}),
    });
    const name = options.metadata.studentName;
    // The verifying code (and services/api.ts) loads while the popup is open, not with the
    // page. Should it fail to load, the payment is left pending, as when verify never answers.
    const verify = import('../../services/payments').then(
      (service) => service.verifyPayment,
      () => async (): Promise<VerifyResult> => ({ outcome: 'pending' }),
    );

    // The SDK not being usable (no script, or a popup it refused to open) is one catalogue
    // message, and the button comes back so the parent can try again.
    const sdkFailed = () => release({ type: 'error', text: messages.payment.sdkNotLoaded });
    try {
      await openPaystack(options, {
        onSuccess: (response) => {
          const reference = response?.reference;
          if (!reference) {
            release({ type: 'error', text: messages.payment.noReference });
            return;
          }
          setStatus({ type: 'info', text: messages.payment.verifying });
          void verify
            .then((verifyPayment) => verifyPayment(reference, name))
            .then((result) => {
              if (result.outcome === 'success') {
                clearForm();
                finish({ type: 'success', text: messages.payment.success(reference) }, successHref);
              } else if (result.outcome === 'review') {
                clearForm();
                setStatus({ type: 'received', reference });
              } else if (result.outcome === 'failed') {
                finish({ type: 'error', text: result.message }, errorHref);
              } else {
                // Not confirmed yet: still processing at Paystack, or our server would not ask
                // again just now (limited). The parent paid and holds a reference: nothing here
                // may invite a second payment, so the card says so; the webhook records it.
                setStatus({ type: 'pending', reference });
              }
            });
        },
        // A closed popup keeps the parent here, with the form as they filled it.
        onCancel: () => release({ type: 'error', text: messages.payment.popupClosed }),
        onError: sdkFailed,
      });
    } catch {
      sdkFailed();
    }
  }

  return { status, processing, payButton, pay };
}
