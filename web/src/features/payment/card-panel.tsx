/**
 * The mock card provider's form (Razorpay or PayU): a small test form standing in for the provider's
 * widget. The card details are checked here and never sent anywhere.
 */
import { formatINR } from '@attar/sdk';
import { FormField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { TEST_CARD, cardRules, type CardDraft } from './card-rules.ts';
import type { PaymentSession } from './payment-driver.ts';

export interface CardPanelProps {
  session: PaymentSession;
  busy: boolean;
  onPay: () => void;
}

const PROVIDER: Record<string, string> = { RAZORPAY: 'Razorpay', PAYU: 'PayU' };

export function CardPanel({ session, busy, onPay }: CardPanelProps) {
  const form = useForm<CardDraft & Record<string, string>>({ number: '', expiry: '', cvv: '', name: '' }, { rules: cardRules });
  const provider = PROVIDER[session.mode] ?? 'the card provider';
  const submit = form.onSubmit(async () => {
    if (!busy) onPay();
  });

  return (
    <form className="pay-panel card-form" onSubmit={submit} noValidate aria-label={`Card payment through ${provider}`}>
      <h3>
        Pay {formatINR(session.amount)} by card through {provider}
      </h3>
      <p className="pay-note">
        Test mode: use the card {TEST_CARD}, any future expiry and any CVV. Card details stay on this page.
      </p>
      <FormField label="Card number" autoComplete="cc-number" inputMode="numeric" {...form.field('number')} name="cardnumber" />
      <div className="card-form-row">
        <FormField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          {...form.field('expiry')}
          name="exp"
        />
        <FormField label="CVV" autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...form.field('cvv')} name="cvc" />
      </div>
      <FormField label="Name on card" autoComplete="cc-name" {...form.field('name')} name="ccname" />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${formatINR(session.amount)}`}
      </button>
    </form>
  );
}
