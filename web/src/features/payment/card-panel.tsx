/**
 * The mock card provider's form (Razorpay or PayU): a small form standing in for the provider's widget.
 * The number is grouped as it is typed (4-4-4-4, Amex 4-6-5) and its network named; the expiry takes
 * `1229` as `12/29`. The card details are checked here and never sent anywhere.
 */
import { formatINR } from '@attar/sdk';
import { CardSecurityCodeRule } from '@attar/sdk/rules';
import { FormField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { cardBrand, formatCardNumber, formatExpiry } from './card-brand.ts';
import { TEST_CARD, cardRules, type CardDraft } from './card-rules.ts';
import type { PaymentSession } from './payment-driver.ts';
import { isDemo } from './scenario.ts';

export interface CardPanelProps {
  session: PaymentSession;
  busy: boolean;
  onPay: () => void;
  /** Show how to pay in the demo's test mode (default: in the demo build only). */
  testMode?: boolean;
}

const PROVIDER: Record<string, string> = { RAZORPAY: 'Razorpay', PAYU: 'PayU' };

export function CardPanel({ session, busy, onPay, testMode = isDemo() }: CardPanelProps) {
  const form = useForm<CardDraft & Record<string, string>>({ number: '', expiry: '', cvv: '', name: '' }, { rules: cardRules });
  const provider = PROVIDER[session.mode] ?? 'the card provider';
  const brand = cardBrand(form.values.number);
  const submit = form.onSubmit(async () => {
    if (!busy) onPay();
  });
  const numberField = form.field('number');
  const expiryField = form.field('expiry');

  return (
    <form className="pay-panel card-form" onSubmit={submit} noValidate aria-label={`Card payment through ${provider}`}>
      <h3>
        Pay {formatINR(session.amount)} by card through {provider}
      </h3>
      {testMode ? (
        <p className="pay-note">
          Test mode: use the card {TEST_CARD}, any future expiry and any CVV. Card details stay on this page.
        </p>
      ) : null}
      <FormField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        hint={brand ? `${brand.name} card` : 'Visa, Mastercard, RuPay or American Express'}
        {...numberField}
        onChange={(event) => form.set('number', formatCardNumber(event.target.value))}
      />
      <div className="card-form-row">
        <FormField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          {...expiryField}
          onChange={(event) => form.set('expiry', formatExpiry(event.target.value))}
        />
        <FormField
          label={brand?.code.name ?? 'CVV'}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={brand?.code.size ?? CardSecurityCodeRule.maxLength}
          {...form.field('cvv')}
        />
      </div>
      <FormField label="Name on card" autoComplete="cc-name" {...form.field('name')} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${formatINR(session.amount)}`}
      </button>
    </form>
  );
}
