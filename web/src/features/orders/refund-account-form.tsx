/**
 * Where a return's refund goes (`returns.setRefundAccount`): a UPI ID, or a bank account with its
 * IFSC code checked before sending. The saved account is confirmed with the number masked.
 */
import { useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { returnsSetRefundAccountInput as contract } from '@attar/sdk/rules';
import { FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../data/client.ts';
import { fits, ifsc, required, upiId } from '../../lib/validation.ts';
import { FormError, FormStatus } from '../../kit/fields.tsx';
import { useForm, type FormValues } from '../../kit/use-form.ts';

const onlyFor = (type: string, rule: (v: string, all: FormValues) => string | undefined) => (v: string, all: FormValues) =>
  all.txnType === type ? rule(v, all) : undefined;

/** Digits only, as many as the contract's account number takes (9 to 18, as Indian bank accounts have). */
export const accountNumber = (value: string): string | undefined => {
  const v = value.replace(/\s/g, '');
  if (v === '') return 'Enter the account number.';
  return fits(contract.accountNo, v) ? undefined : 'An account number has 9 to 18 digits.';
};

/** The account holder's name within the contract's person-name rule. */
export const holderName = (value: string): string | undefined => {
  const v = value.trim();
  const { minLength, maxLength } = contract.name;
  if (v === '') return required('the account holder’s name')(v);
  if ([...v].length < minLength || [...v].length > maxLength) return `Use ${minLength} to ${maxLength} characters for the name.`;
  return fits(contract.name, v) ? undefined : 'Use letters for the name.';
};

export const REFUND_RULES = {
  name: holderName,
  upiId: onlyFor('UPI', upiId),
  accountNo: onlyFor('BANK', accountNumber),
  repeatAccountNo: onlyFor('BANK', (v, all) =>
    v.replace(/\s/g, '') === (all.accountNo ?? '').replace(/\s/g, '') ? undefined : 'The two account numbers do not match.',
  ),
  ifsccode: onlyFor('BANK', ifsc),
  bankName: onlyFor(
    'BANK',
    (v) =>
      required('the bank’s name')(v) ??
      (fits(contract.bankName, v.trim())
        ? undefined
        : `Use at most ${contract.bankName.maxLength} characters for the bank name.`),
  ),
};

export interface RefundAccountFormProps {
  fulfillmentId: string;
  /** Whether an account was already given (then this changes it). */
  provided: boolean;
}

export function RefundAccountForm({ fulfillmentId, provided }: RefundAccountFormProps) {
  const [saved, setSaved] = useState<Schemas['RefundAccount']>();
  const [open, setOpen] = useState(!provided);
  const form = useForm(
    { txnType: 'UPI', name: '', upiId: '', accountNo: '', repeatAccountNo: '', ifsccode: '', bankName: '' },
    {
      rules: REFUND_RULES,
      labels: {
        upiId: 'The UPI ID',
        accountNo: 'The account number',
        ifsccode: 'The IFSC code',
        bankName: 'The bank name',
        name: 'The name',
      },
    },
  );
  const bank = form.values.txnType === 'BANK';

  const submit = form.onSubmit(async (v) => {
    const result = await api.returns.setRefundAccount({
      fulfillmentId,
      txnType: v.txnType as 'UPI' | 'BANK',
      name: v.name.trim(),
      ...(v.txnType === 'UPI'
        ? { upiId: v.upiId.trim() }
        : { accountNo: v.accountNo.replace(/\s/g, ''), ifsccode: v.ifsccode.trim().toUpperCase(), bankName: v.bankName.trim() }),
    });
    if (result.error) return result.error;
    setSaved(result.data);
    setOpen(false);
    form.reset();
    return undefined;
  });

  const where = saved
    ? saved.txnType === 'UPI'
      ? `UPI ID ${saved.upiId}`
      : `${saved.bankName} account ${saved.accountNoMasked} (${saved.ifsccode})`
    : undefined;
  return (
    <div className="refund-account">
      <FormStatus message={where ? `Your refund will be paid to ${where}.` : undefined} />
      {!open ? (
        <p>
          {!saved && provided ? 'We have your refund account details. ' : null}
          <button type="button" className="button button-quiet button-small" onClick={() => setOpen(true)}>
            {saved || provided ? 'Change refund account' : 'Add refund account'}
          </button>
        </p>
      ) : (
        <form className="order-action-panel" onSubmit={submit} noValidate aria-labelledby={`refund-${fulfillmentId}`}>
          <h3 id={`refund-${fulfillmentId}`}>Where should we send your refund?</h3>
          <fieldset className="choice-row">
            <legend>Refund to</legend>
            <label>
              <input
                type="radio"
                name={`refund-type-${fulfillmentId}`}
                checked={!bank}
                onChange={() => form.set('txnType', 'UPI')}
              />{' '}
              UPI
            </label>
            <label>
              <input
                type="radio"
                name={`refund-type-${fulfillmentId}`}
                checked={bank}
                onChange={() => form.set('txnType', 'BANK')}
              />{' '}
              Bank account
            </label>
          </fieldset>
          <FormField
            label="Account holder’s name"
            autoComplete="name"
            maxLength={contract.name.maxLength}
            required
            {...form.field('name')}
          />
          {bank ? (
            <>
              <FormField label="Account number" inputMode="numeric" autoComplete="off" required {...form.field('accountNo')} />
              <FormField
                label="Account number again"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.field('repeatAccountNo')}
              />
              <FormField
                label="IFSC code"
                hint="11 characters, like HDFC0001234"
                autoCapitalize="characters"
                spellCheck={false}
                required
                {...form.field('ifsccode')}
              />
              <FormField label="Bank name" maxLength={contract.bankName.maxLength} required {...form.field('bankName')} />
            </>
          ) : (
            <FormField
              label="UPI ID"
              hint="Like name@okaxis"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...form.field('upiId')}
            />
          )}
          <FormError message={form.formError} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={form.submitting}>
              {form.submitting ? 'Saving…' : 'Save refund account'}
            </button>
            {provided || saved ? (
              <button type="button" className="button button-quiet" onClick={() => setOpen(false)}>
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
