/**
 * Deleting the account: what it means, an explicit "I understand", an OTP (`account.requestDeletionOtp`),
 * then `account.confirmDeletion`. The server ends every session (the SDK drops the token), and the
 * storefront goes back to a guest's state: client state reset, the buyer's cached reads dropped.
 */
import { useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { accountConfirmDeletionInput } from '@attar/sdk/rules';
import { forgetBuyerReads } from '../../data/buyer-reads.ts';
import { api } from '../../data/client.ts';
import { resetClientState } from '../../state/store.ts';
import { toast } from '../../state/toasts.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { FormError, TextAreaField } from '../../kit/fields.tsx';
import { OtpStep } from './otp-step.tsx';
import { leaveSignedInPages } from './require-sign-in.tsx';
import { useForm } from '../../kit/use-form.ts';

const REASON = accountConfirmDeletionInput.reason;

export function DeleteAccount() {
  const [challenge, setChallenge] = useState<Schemas['BuyerOtpChallenge']>();
  const form = useForm(
    { understood: '', reason: '' },
    {
      rules: {
        understood: (v) => (v === 'yes' ? undefined : 'Tick the box to confirm you want your account deleted.'),
        reason: (v) =>
          [...v.trim()].length > REASON.maxLength ? `Keep the reason under ${REASON.maxLength} characters.` : undefined,
      },
    },
  );
  const ask = () => api.account.requestDeletionOtp({ type: 'BUYER' });

  const request = form.onSubmit(async () => {
    const result = await ask();
    if (result.error) return result.error;
    setChallenge(result.data);
    return undefined;
  });

  async function confirm(otp: string) {
    const reason = form.values.reason.trim();
    // the session ends with the deletion: the account pages must not send the shopper to sign in
    leaveSignedInPages(true);
    const result = await api.account.confirmDeletion({ type: 'BUYER', otp, ...(reason ? { reason } : {}) });
    if (result.error) {
      leaveSignedInPages(false);
      return result.error;
    }
    // this page may be unmounted by now, so home is reached outside React
    navigateTo('/', { replace: true });
    resetClientState();
    await forgetBuyerReads();
    toast('Your account has been deleted. Thank you for shopping with us.', 'success');
    return undefined;
  }

  const understood = form.field('understood');
  return (
    <section aria-labelledby="delete-title" className="account-panel account-danger">
      <h2 id="delete-title">Delete your account</h2>
      <p>
        Deleting your account signs you out everywhere and removes your profile, saved addresses, wishlist and reviews. Orders
        already placed are still delivered. This cannot be undone.
      </p>
      {challenge ? (
        <OtpStep
          challenge={challenge}
          confirmLabel="Delete my account"
          onCancel={() => setChallenge(undefined)}
          confirm={confirm}
          resend={async () => {
            const result = await ask();
            if (result.error) return result.error;
            setChallenge(result.data);
            return undefined;
          }}
        />
      ) : (
        <form className="account-form" onSubmit={request} noValidate>
          <TextAreaField
            label="Why are you leaving? (optional)"
            maxLength={REASON.maxLength}
            rows={3}
            {...form.field('reason')}
          />
          <div className="field">
            <label className="check-label">
              <input
                type="checkbox"
                name="understood"
                checked={understood.value === 'yes'}
                aria-invalid={understood.error ? true : undefined}
                aria-describedby={understood.error ? 'delete-understood-error' : undefined}
                onChange={(e) => form.set('understood', e.target.checked ? 'yes' : '')}
              />{' '}
              I understand that my account and its data will be deleted for good.
            </label>
            {understood.error ? (
              <span id="delete-understood-error" className="field-error" role="alert">
                {understood.error}
              </span>
            ) : null}
          </div>
          <FormError message={form.formError} />
          <button type="submit" className="button button-danger" disabled={form.submitting}>
            {form.submitting ? 'Sending OTP…' : 'Send OTP to delete my account'}
          </button>
        </form>
      )}
    </section>
  );
}
