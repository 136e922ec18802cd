/**
 * The mock card provider's form (Razorpay or PayU): a small test form standing in for the provider's
 * widget. The card details are checked here and never sent anywhere.
 */
import { useState, type FocusEvent, type FormEvent } from 'react';
import { formatINR } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import { leavingForSubmit } from '../checkout/field-errors.ts';
import { TEST_CARD, validateCard, type CardDraft, type CardErrors } from './card-rules.ts';
import type { PaymentSession } from './payment-driver.ts';

export interface CardPanelProps {
  session: PaymentSession;
  busy: boolean;
  onPay: () => void;
}

const PROVIDER: Record<string, string> = { RAZORPAY: 'Razorpay', PAYU: 'PayU' };

export function CardPanel({ session, busy, onPay }: CardPanelProps) {
  const [card, setCard] = useState<CardDraft>({ number: '', expiry: '', cvv: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const provider = PROVIDER[session.mode] ?? 'the card provider';
  const set = (name: keyof CardDraft) => (e: { target: { value: string } }) => {
    const next = { ...card, [name]: e.target.value };
    setCard(next);
    if (errors[name]) setErrors((all) => ({ ...all, [name]: validateCard(next)[name] }));
  };
  const blur = (name: keyof CardDraft) => (event: FocusEvent<HTMLInputElement>) =>
    leavingForSubmit(event) || setErrors((e) => ({ ...e, [name]: validateCard(card)[name] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCard(card);
    setErrors(found);
    if (Object.keys(found).length === 0) onPay();
  };

  return (
    <form className="pay-panel card-form" onSubmit={submit} noValidate aria-label={`Card payment through ${provider}`}>
      <h3>
        Pay {formatINR(session.amount)} by card through {provider}
      </h3>
      <p className="pay-note">
        Test mode: use the card {TEST_CARD}, any future expiry and any CVV. Card details stay on this page.
      </p>
      <FormField label="Card number" name="cardnumber" autoComplete="cc-number" inputMode="numeric" value={card.number} error={errors.number} onChange={set('number')} onBlur={blur('number')} />
      <div className="card-form-row">
        <FormField label="Expiry (MM/YY)" name="exp" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/YY" value={card.expiry} error={errors.expiry} onChange={set('expiry')} onBlur={blur('expiry')} />
        <FormField label="CVV" name="cvc" autoComplete="cc-csc" inputMode="numeric" maxLength={4} value={card.cvv} error={errors.cvv} onChange={set('cvv')} onBlur={blur('cvv')} />
      </div>
      <FormField label="Name on card" name="ccname" autoComplete="cc-name" value={card.name} error={errors.name} onChange={set('name')} onBlur={blur('name')} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${formatINR(session.amount)}`}
      </button>
    </form>
  );
}
