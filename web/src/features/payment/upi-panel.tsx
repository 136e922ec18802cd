/** UPI through the mock provider: open a UPI app by its intent link, or approve the collect request, then confirm. */
import { formatINR } from '@attar/sdk';
import type { PaymentSession } from './payment-driver.ts';

export interface UpiPanelProps {
  session: PaymentSession;
  busy: boolean;
  onConfirm: () => void;
}

export function UpiPanel({ session, busy, onConfirm }: UpiPanelProps) {
  const upi = session.upi;
  return (
    <div className="pay-panel">
      <h3>Pay {formatINR(session.amount)} by UPI</h3>
      {upi ? (
        <ol className="pay-steps">
          <li>
            On your phone, <a href={upi.intentUri}>open your UPI app</a> (GPay, PhonePe, Paytm or BHIM)
            {upi.payeeVpa ? (
              <>
                {' '}
                and pay <strong>{upi.payeeVpa}</strong>
              </>
            ) : null}
            ,
          </li>
          <li>
            or approve the collect request we sent, reference <strong className="pay-reference">{upi.collectReference}</strong>.
          </li>
          <li>When your app says the payment is done, confirm here.</li>
        </ol>
      ) : null}
      <button type="button" className="button" onClick={onConfirm} disabled={busy}>
        {busy ? 'Checking with your bank…' : 'I have paid'}
      </button>
    </div>
  );
}
