/**
 * UPI: a QR code to scan on a wide screen, buttons that open a UPI app on a phone, and a collect request
 * to the shopper's UPI id. The page learns the outcome from the bank (status checks), never from a
 * button the shopper presses.
 */
import { useEffect } from 'react';
import { formatINR } from '@attar/sdk';
import { FormField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { upiId } from '../../lib/validation.ts';
import { DECLINED_UPI_SUFFIX } from '@attar/mocks/scenario-header';
import type { PaymentSession } from './payment-driver.ts';
import { isDemo } from './scenario.ts';
import { upiApps } from './upi-apps.ts';
import { UpiQr } from './upi-qr.tsx';

export interface UpiPanelProps {
  session: PaymentSession;
  /** A wide screen shows the QR code; a phone the app buttons (undefined until hydrated: neither). */
  wide: boolean | undefined;
  busy: boolean;
  /** The status checks gave up for now: offer to check again. */
  exhausted: boolean;
  /** A collect request can be sent (the signed-in buyer's payments). */
  canCollect: boolean;
  onCollect: (vpa: string) => void;
  onCheckAgain: () => void;
  /** Another way to pay by UPI after a collect request (a new QR code and app links). */
  onOtherWay: () => void;
  /** Whether the page should watch this QR or app payment (a QR on screen, an app opened). */
  onWatch: (watch: boolean) => void;
  testMode?: boolean;
}

export function UpiPanel(props: UpiPanelProps) {
  const { session, wide, busy, exhausted, canCollect, testMode = isDemo() } = props;
  const amount = formatINR(session.amount);
  const payerVpa = session.upi?.payerVpa;
  return (
    <div className="pay-panel upi-panel">
      <h3>Pay {amount} by UPI</h3>
      {testMode ? (
        <p className="pay-note">
          Test mode: a UPI ID is approved at the second status check; one ending in {DECLINED_UPI_SUFFIX} is declined.
        </p>
      ) : null}
      {payerVpa ? (
        <div className="upi-waiting" role="status">
          <p>
            <strong>We sent a payment request to {payerVpa}.</strong> Open your UPI app and approve {amount}.
          </p>
          <p>{exhausted ? 'Your bank has not answered yet.' : 'Waiting for your bank. This page updates by itself.'}</p>
          <p className="upi-actions">
            {exhausted ? (
              <button type="button" className="button button-small" onClick={props.onCheckAgain} disabled={busy}>
                Check again
              </button>
            ) : null}
            <button type="button" className="button button-quiet button-small" onClick={props.onOtherWay} disabled={busy}>
              Pay another way
            </button>
          </p>
        </div>
      ) : (
        <AppOrQr {...props} amount={amount} wide={wide} canCollect={canCollect} />
      )}
    </div>
  );
}

function AppOrQr({
  session,
  wide,
  busy,
  exhausted,
  canCollect,
  amount,
  onCollect,
  onCheckAgain,
  onWatch,
}: UpiPanelProps & { amount: string }) {
  const form = useForm({ vpa: '' }, { rules: { vpa: upiId } });
  const typing = form.values.vpa.trim() !== '';
  // a QR code on screen is watched until the shopper turns to the UPI ID instead
  useEffect(() => {
    if (wide) onWatch(!typing);
  }, [wide, typing]);
  const upi = session.upi;
  if (!upi) return null;
  return (
    <>
      {wide ? (
        <div className="upi-qr-block">
          <UpiQr uri={upi.intentUri} label={`QR code to pay ${amount} by UPI to ${upi.payeeVpa ?? 'the shop'}`} />
          <p>Scan with any UPI app on your phone (Google Pay, PhonePe, Paytm, BHIM) and approve {amount}.</p>
        </div>
      ) : wide === false ? (
        <div className="upi-apps">
          <p id="upi-apps-title">Pay with a UPI app on this phone:</p>
          <ul aria-labelledby="upi-apps-title">
            {upiApps(upi.intentUri).map((app) => (
              <li key={app.name}>
                <a className="button button-quiet" href={app.href} onClick={() => onWatch(true)}>
                  {app.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="pay-reference-line">
        Payment reference <span className="pay-reference">{upi.collectReference}</span>
      </p>
      {exhausted ? (
        <p role="status">
          We have not heard from your bank yet.{' '}
          <button type="button" className="button button-small" onClick={onCheckAgain} disabled={busy}>
            Check again
          </button>
        </p>
      ) : null}
      {canCollect ? (
        <form
          className="upi-collect"
          noValidate
          aria-label="Pay with your UPI ID"
          onSubmit={form.onSubmit(async ({ vpa }) => onCollect(vpa.trim()))}
        >
          <FormField
            label="Or pay with your UPI ID"
            hint="Like name@okaxis. We send a payment request to your UPI app."
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.field('vpa')}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending…' : 'Send payment request'}
          </button>
        </form>
      ) : null}
    </>
  );
}
