/**
 * Paying for a placed order: opens the payment (UPI panel or the mock card form), verifies it, and on a
 * failed or pending payment shows why and offers to pay again with another method.
 */
import { useEffect, useRef, useState } from 'react';
import { formatINR } from '@attar/sdk';
import { useLatch } from '../../lib/use-latch.ts';
import { CardPanel } from './card-panel.tsx';
import type { Failure, MethodChoice, Opened, PaymentDriver, PaymentMode, PaymentSession, Verdict } from './payment-driver.ts';
import { PaymentRetry } from '../../kit/payment-retry.tsx';
import { UpiPanel } from './upi-panel.tsx';
import './payment.css';

export interface PaymentStepProps {
  driver: PaymentDriver;
  amount: number;
  mode: PaymentMode;
  /** The store's methods, for a retry with another one. */
  methods: readonly MethodChoice[];
  /** Open the payment at once (right after the order was placed). */
  autoStart?: boolean;
  onPaid: (orderId: string) => void;
}

type Phase = 'idle' | 'opening' | 'open' | 'checking';

const FALLBACK_LABEL: Record<PaymentMode, string> = { UPI: 'UPI', RAZORPAY: 'card (Razorpay)', PAYU: 'card (PayU)' };
const labelOf = (methods: PaymentStepProps['methods'], mode: PaymentMode) =>
  methods.find((m) => m.mode === mode)?.label ?? FALLBACK_LABEL[mode];

export function PaymentStep({ driver, amount, mode: initialMode, methods, autoStart, onPaid }: PaymentStepProps) {
  const [mode, setMode] = useState(initialMode);
  const [phase, setPhase] = useState<Phase>('idle');
  const [session, setSession] = useState<PaymentSession>();
  const [verdict, setVerdict] = useState<Verdict>();
  const [problem, setProblem] = useState<string>();
  const lastCheck = useRef<(() => Promise<Verdict | Failure>) | undefined>(undefined);
  const started = useRef(false);
  // one opening or check at a time, and none after the payment succeeded (the page is leaving)
  const latch = useLatch();

  const opened = (result: Opened, nextMode: PaymentMode) => {
    if ('error' in result) {
      setProblem(result.error);
      setPhase(session ? 'open' : 'idle');
      return;
    }
    setMode(nextMode);
    setVerdict(undefined);
    setSession(result.session);
    setPhase('open');
  };

  const open = async (nextMode: PaymentMode, switching: boolean) => {
    if (!latch.take()) return;
    setPhase('opening');
    setProblem(undefined);
    const result = await (switching ? driver.switchMode(nextMode) : driver.open(nextMode));
    latch.release();
    opened(result, nextMode);
  };

  const check = async (run: () => Promise<Verdict | Failure>) => {
    if (!latch.take()) return;
    lastCheck.current = run;
    setPhase('checking');
    setProblem(undefined);
    const result = await run();
    setPhase('open');
    if ('error' in result) {
      latch.release();
      setProblem(result.error);
      return;
    }
    setVerdict(result);
    if (result.status === 'SUCCESS') onPaid(driver.orderId);
    else latch.release();
  };

  // a new step of the checkout: take the shopper (and a screen reader) to its heading
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void open(initialMode, false);
    }
    // once, on arrival from placing the order
  }, []);

  const busy = phase === 'opening' || phase === 'checking';
  const settledBadly = verdict && verdict.status !== 'SUCCESS';
  const canPayHere = session && !settledBadly && verdict?.status !== 'SUCCESS';

  return (
    <section className="payment-step" aria-labelledby="payment-title">
      <h2 id="payment-title" ref={heading} tabIndex={-1}>
        Pay for order {driver.orderId}
      </h2>
      <p className="payment-amount">
        Amount to pay: <strong>{formatINR(amount)}</strong> by {labelOf(methods, mode)}
      </p>
      {phase === 'idle' && !session ? (
        <button type="button" className="button" onClick={() => void open(mode, false)}>
          Pay {formatINR(amount)} by {labelOf(methods, mode)}
        </button>
      ) : null}
      {phase === 'opening' ? <p role="status">Opening the payment…</p> : null}
      {canPayHere && session.mode === 'UPI' ? (
        <UpiPanel session={session} busy={busy} onConfirm={() => void check(() => driver.confirmUpi(session))} />
      ) : null}
      {canPayHere && session.mode !== 'UPI' ? (
        <CardPanel session={session} busy={busy} onPay={() => void check(() => driver.payByCard(session))} />
      ) : null}

      <div aria-live="assertive" className="payment-outcome">
        {problem ? (
          <div className="payment-problem" role="alert">
            <p>{problem}</p>
            <button type="button" className="button button-small" onClick={() => void open(mode, false)} disabled={busy}>
              Start the payment again
            </button>
          </div>
        ) : null}
        {verdict?.status === 'FAILED' ? (
          <div className="payment-problem" role="alert">
            <h3>Payment failed</h3>
            <p>{verdict.reason ?? 'The payment did not go through. You have not been charged.'}</p>
          </div>
        ) : null}
        {verdict?.status === 'PENDING' ? (
          <div className="payment-pending" role="status">
            <h3>Payment pending</h3>
            <p>{verdict.reason ?? 'We are waiting for your bank to confirm the payment.'}</p>
            <button
              type="button"
              className="button button-small"
              disabled={busy}
              onClick={() => lastCheck.current && void check(lastCheck.current)}
            >
              {phase === 'checking' ? 'Checking…' : 'Check again'}
            </button>
          </div>
        ) : null}
        {verdict?.status === 'SUCCESS' ? <p role="status">Payment received. Taking you to your order…</p> : null}
      </div>

      {settledBadly ? (
        <PaymentRetry
          className="retry-payment"
          title="Pay again"
          legend="Choose how to pay"
          methods={methods}
          initial={methods.find((m) => m.enabled && m.mode !== mode)?.mode ?? mode}
          tried={mode}
          busy={busy}
          optionClassName="method-option"
          submitLabel={(method, chosen) => `Pay with ${method?.label ?? chosen}`}
          busyLabel="Starting…"
          onRetry={(next) => void open(next, true)}
        />
      ) : null}
    </section>
  );
}
