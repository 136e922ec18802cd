/**
 * Paying for a placed order: opens the payment (UPI panel or the mock card form), learns how it ended
 * (UPI: status checks with backoff; cards: the provider's verification), and on a failed or pending
 * payment shows why and offers to pay again with another method. The open payment and the last
 * failure survive a reload (payment-memory.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { formatINR } from '@attar/sdk';
import { useLatch } from '../../lib/use-latch.ts';
import { useIsWide } from '../../state/window-size.ts';
import { CardPanel } from './card-panel.tsx';
import type { Failure, MethodChoice, Opened, PaymentDriver, PaymentMode, PaymentSession, Verdict } from './payment-driver.ts';
import { recallPayment, rememberPayment } from './payment-memory.ts';
import { PaymentRetry } from '../../kit/payment-retry.tsx';
import { UpiPanel } from './upi-panel.tsx';
import { useStatusPolling, type PollStep } from './use-status-polling.ts';
import './payment.css';

export interface PaymentStepProps {
  driver: PaymentDriver;
  amount: number;
  mode: PaymentMode;
  /** The store's methods, for a retry with another one. */
  methods: readonly MethodChoice[];
  /** Open the payment at once (right after the order was placed). */
  autoStart?: boolean;
  /** Where the server says the order's payment stands: what a reload may restore. */
  serverStatus?: Verdict['status'];
  onPaid: (orderId: string) => void;
}

type Phase = 'idle' | 'opening' | 'open' | 'checking';

const FALLBACK_LABEL: Record<PaymentMode, string> = { UPI: 'UPI', RAZORPAY: 'card (Razorpay)', PAYU: 'card (PayU)' };
const labelOf = (methods: PaymentStepProps['methods'], mode: PaymentMode) =>
  methods.find((m) => m.mode === mode)?.label ?? FALLBACK_LABEL[mode];

/** What a reload brings back: the open session while the order waits, the failure once it failed. */
function restored(orderId: string, mode: PaymentMode, serverStatus: Verdict['status'] | undefined) {
  const memory = recallPayment(orderId);
  if (serverStatus === 'FAILED') {
    const failure = memory.failure;
    return {
      mode: failure?.mode ?? mode,
      verdict: { status: 'FAILED', ...(failure?.reason ? { reason: failure.reason } : {}) } satisfies Verdict,
    };
  }
  if (serverStatus === 'PENDING' && memory.session?.mode === mode && memory.session.orderId === orderId)
    return { mode, session: memory.session };
  return { mode };
}

export function PaymentStep(props: PaymentStepProps) {
  const { driver, amount, methods, autoStart, serverStatus, onPaid } = props;
  const [initial] = useState(() => restored(driver.orderId, props.mode, serverStatus));
  const [mode, setMode] = useState(initial.mode);
  const [phase, setPhase] = useState<Phase>(initial.session ? 'open' : 'idle');
  const [session, setSessionState] = useState<PaymentSession | undefined>(initial.session);
  const [verdict, setVerdict] = useState<Verdict | undefined>(initial.verdict);
  const [problem, setProblem] = useState<string>();
  const [watching, setWatching] = useState(false);
  const wide = useIsWide();
  const current = useRef(session);
  const lastCheck = useRef<(() => Promise<Verdict | Failure>) | undefined>(undefined);
  const started = useRef(false);
  // one opening or check at a time, and none after the payment succeeded (the page is leaving)
  const latch = useLatch();

  const setSession = (next: PaymentSession | undefined) => {
    current.current = next;
    setSessionState(next);
    setWatching(false);
    if (next) rememberPayment(driver.orderId, { session: next });
  };

  /** Shows how the payment ended; true when it is over (paid or failed). A status check's PENDING is no news. */
  const settle = (result: Verdict, settledMode: PaymentMode, polled = false): boolean => {
    if (polled && result.status === 'PENDING') return false;
    setVerdict(result);
    if (result.status === 'SUCCESS') {
      rememberPayment(driver.orderId, undefined);
      onPaid(driver.orderId);
      return true;
    }
    if (result.status === 'FAILED') {
      rememberPayment(driver.orderId, { failure: { mode: settledMode, ...(result.reason ? { reason: result.reason } : {}) } });
      return true;
    }
    return false;
  };

  const opened = (result: Opened, nextMode: PaymentMode) => {
    if ('error' in result) {
      setProblem(result.error);
      setPhase(current.current ? 'open' : 'idle');
      return;
    }
    setMode(nextMode);
    setVerdict(undefined);
    setSession(result.session);
    setPhase('open');
  };

  const run = async (nextMode: PaymentMode, how: () => Promise<Opened>) => {
    if (!latch.take()) return;
    setPhase('opening');
    setProblem(undefined);
    const result = await how();
    latch.release();
    opened(result, nextMode);
  };
  const open = (nextMode: PaymentMode, switching: boolean) =>
    run(nextMode, () => (switching ? driver.switchMode(nextMode) : driver.open(nextMode)));

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
    if (settle(result, mode) && result.status === 'SUCCESS') return;
    latch.release();
  };

  // UPI: ask the bank while a collect request waits, a QR code is on screen or an app was opened
  const upiOpen = session?.mode === 'UPI' && !verdict;
  const pollKey = upiOpen && (session.upi?.payerVpa || watching) ? session.paymentId : undefined;
  const poll = useStatusPolling(pollKey, async (): Promise<PollStep> => {
    const polled = current.current;
    if (!polled || latch.taken()) return 'wait';
    const result = await driver.checkStatus(polled);
    // a newer session replaced this one while the bank was asked: its answer no longer matters
    if (current.current?.paymentId !== polled.paymentId) return 'stop';
    if ('error' in result) {
      setProblem(result.error);
      return 'stop';
    }
    return settle(result, polled.mode, true) ? 'stop' : 'wait';
  });

  // a new step of the checkout: take the shopper (and a screen reader) to its heading
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (autoStart && !started.current && !initial.session) {
      started.current = true;
      void open(props.mode, false);
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
      {phase === 'idle' && !session && !settledBadly ? (
        <button type="button" className="button" onClick={() => void open(mode, false)}>
          Pay {formatINR(amount)} by {labelOf(methods, mode)}
        </button>
      ) : null}
      {phase === 'opening' ? <p role="status">Opening the payment…</p> : null}
      {canPayHere && session.mode === 'UPI' ? (
        <UpiPanel
          session={session}
          wide={wide}
          busy={busy}
          exhausted={poll.exhausted}
          canCollect={Boolean(driver.collect)}
          onCollect={(vpa) => driver.collect && void run('UPI', () => driver.collect!(vpa))}
          onCheckAgain={poll.again}
          onOtherWay={() => void open('UPI', false)}
          onWatch={setWatching}
        />
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

      {/* after a reload the store's methods may still be loading: the retry's first choice waits for them */}
      {settledBadly && methods.length ? (
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
