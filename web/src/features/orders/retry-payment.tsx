/**
 * Pay again for an order whose payment failed or is pending: choose a payment method (the same or
 * another), open a new payment window (`orders.retryPayment`), start the payment (`payment.initiate`),
 * complete it with the provider, then verify (`payment.verify`). One attempt runs at a time.
 */
import { useRef, useState } from 'react';
import { mutate } from 'swr';
import { formatINR, type Schemas } from '@attar/sdk';
import { errorMessage } from '../../components/ui/status.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { FormError } from '../../kit/fields.tsx';
import { PaymentRetry } from '../../kit/payment-retry.tsx';
import { ORDER_READS } from './cancel-order.tsx';
import { PAYMENT_MODE_LABEL } from './order-format.ts';

type Mode = Schemas['PaymentMode'];
type Step = { kind: 'choose' } | { kind: 'provider'; session: Schemas['PaymentSession'] };

const FALLBACK_METHODS: Schemas['PaymentMethod'][] = (Object.keys(PAYMENT_MODE_LABEL) as Mode[]).map((mode) => ({
  mode,
  label: PAYMENT_MODE_LABEL[mode],
  description: '',
  enabled: true,
  minAmount: 1,
  maxAmount: 500000,
}));

export interface RetryPaymentProps {
  order: Schemas['Order'];
  onDone: (message: string) => void;
}

export function RetryPayment({ order, onDone }: RetryPaymentProps) {
  const { data: methodList } = useAction('checkoutPaymentMethods', { type: 'CART', version: 1 });
  const methods = (methodList?.methods ?? FALLBACK_METHODS).filter(
    (m) => m.enabled && order.summary.total >= m.minAmount && order.summary.total <= m.maxAmount,
  );
  const [mode, setMode] = useState<Mode>(order.paymentMode);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function once(work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const start = (chosen: Mode) =>
    once(async () => {
      const retry = await api.orders.retryPayment({ orderId: order.orderId, paymentMode: chosen });
      if (retry.error) return setProblem(errorMessage(retry.error));
      const { payment } = retry.data;
      const back = `${window.location.origin}/orders/${order.orderId}`;
      const session = await api.payment.initiate({
        orderId: payment.orderId,
        amount: payment.amount,
        currency: payment.currency,
        mode: payment.mode,
        pinfo: payment.pinfo,
        returnUrl: back,
        cancelUrl: back,
      });
      if (session.error) return setProblem(errorMessage(session.error));
      setStep({ kind: 'provider', session: session.data });
    });

  const verify = (session: Schemas['PaymentSession']) =>
    once(async () => {
      const result = await api.payment.verify({ orderId: order.orderId, paymentId: session.paymentId });
      if (result.error) return setProblem(errorMessage(result.error));
      await mutate(matchActions(...ORDER_READS));
      const paid = result.data;
      if (paid.status === 'SUCCESS') return onDone(`Payment of ${formatINR(paid.amount)} received. Your order is placed.`);
      setStep({ kind: 'choose' });
      if (paid.status === 'FAILED')
        setProblem(`${paid.failureReason ?? 'The payment failed.'} You can try again, with this or another method.`);
      else
        setProblem(
          'Your bank has not confirmed the payment yet. We will update the order as soon as it does; you have not been charged twice.',
        );
    });

  return (
    <section className="order-action-panel" aria-labelledby="retry-title">
      <h2 id="retry-title">Complete your payment</h2>
      <p>
        {order.paymentStatus === 'FAILED' ? 'The last payment did not go through.' : 'The payment is still pending.'} Pay{' '}
        <strong>{formatINR(order.summary.total)}</strong> to place the order.
      </p>
      {step.kind === 'choose' ? (
        <PaymentRetry
          methods={methods}
          initial={mode}
          busy={busy}
          legend="Pay with"
          problem={problem}
          submitLabel={() => `Pay ${formatINR(order.summary.total)}`}
          busyLabel="Starting payment…"
          onRetry={(chosen) => {
            setMode(chosen);
            void start(chosen);
          }}
        />
      ) : (
        <ProviderStep
          session={step.session}
          busy={busy}
          problem={problem}
          onVerify={() => void verify(step.session)}
          onBack={() => setStep({ kind: 'choose' })}
        />
      )}
    </section>
  );
}

/** The provider's part, as the mock shop offers it offline: a UPI collect request, or the card page. */
function ProviderStep({
  session,
  busy,
  problem,
  onVerify,
  onBack,
}: {
  session: Schemas['PaymentSession'];
  busy: boolean;
  problem: string | undefined;
  onVerify: () => void;
  onBack: () => void;
}) {
  return (
    <div className="provider-step" role="group" aria-label="Payment">
      {session.upi ? (
        <p>
          We sent a collect request for <strong>{formatINR(session.amount)}</strong> to your UPI app (reference{' '}
          {session.upi.collectReference}). Approve it there, then confirm below. On a phone you can also{' '}
          <a href={session.upi.intentUri}>open your UPI app</a>.
        </p>
      ) : (
        <p>
          Pay <strong>{formatINR(session.amount)}</strong> by card through{' '}
          {session.gateway?.provider === 'PAYU' ? 'PayU' : 'Razorpay'} (order {session.gateway?.providerOrderId}).
        </p>
      )}
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={onVerify}>
          {busy ? 'Checking the payment…' : session.upi ? 'I have approved the payment' : `Pay ${formatINR(session.amount)}`}
        </button>
        <button type="button" className="button button-quiet" disabled={busy} onClick={onBack}>
          Use another method
        </button>
      </div>
    </div>
  );
}
