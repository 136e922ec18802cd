/**
 * UPI details: the current UPI ID, and a change confirmed with an OTP sent to the mobile
 * (`profile.requestUpiChange`, then `profile.confirmUpiChange` with the same `upiId`).
 */
import { useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { upiId } from '../../lib/validation.ts';
import { FormError, FormStatus } from '../../kit/fields.tsx';
import { OtpStep } from './otp-step.tsx';
import { useForm } from '../../kit/use-form.ts';

const optionalUpi = (value: string) => (value.trim() === '' ? undefined : upiId(value));

export function UpiChange() {
  const { data: profile, error, isLoading, mutate: retry } = useAction('profileGet', {});
  const [challenge, setChallenge] = useState<Schemas['BuyerOtpChallenge']>();
  const [done, setDone] = useState<string>();
  const form = useForm(
    { upiId: '', gpayId: '' },
    { rules: { upiId, gpayId: optionalUpi }, labels: { upiId: 'UPI ID', gpayId: 'Google Pay ID' } },
  );

  if (error && !profile) return <ErrorState error={error} onRetry={() => void retry()} />;
  if (isLoading || !profile) return <Skeleton lines={4} label="Loading your UPI details" />;

  const ask = (v: typeof form.values) =>
    api.profile.requestUpiChange({ upiId: v.upiId.trim(), ...(v.gpayId.trim() ? { gpayId: v.gpayId.trim() } : {}) });

  const request = form.onSubmit(async (v) => {
    setDone(undefined);
    const result = await ask(v);
    if (result.error) return result.error;
    setChallenge(result.data);
    return undefined;
  });

  async function confirm(code: string) {
    const v = form.values;
    const result = await api.profile.confirmUpiChange({
      otp: code,
      upiId: v.upiId.trim(),
      ...(v.gpayId.trim() ? { gpayId: v.gpayId.trim() } : {}),
    });
    if (result.error) return result.error;
    await mutate(matchActions('profileGet'), result.data, { revalidate: false });
    setChallenge(undefined);
    form.reset({ upiId: '', gpayId: '' });
    setDone(`Your UPI ID is now ${result.data.upiId ?? v.upiId}.`);
    return undefined;
  }

  async function resend() {
    const result = await ask(form.values);
    if (result.error) return result.error;
    setChallenge(result.data);
    return undefined;
  }

  return (
    <section aria-labelledby="upi-title" className="account-panel">
      <h2 id="upi-title">UPI details</h2>
      <p>Refunds for UPI payments go to this UPI ID.</p>
      <dl className="account-identities">
        <div>
          <dt>UPI ID</dt>
          <dd>{profile.upiId ?? 'Not added'}</dd>
        </div>
        {profile.gpayId ? (
          <div>
            <dt>Google Pay ID</dt>
            <dd>{profile.gpayId}</dd>
          </div>
        ) : null}
      </dl>
      <FormStatus message={done} />
      {challenge ? (
        <OtpStep
          challenge={challenge}
          confirmLabel="Change UPI ID"
          confirm={confirm}
          resend={resend}
          onCancel={() => setChallenge(undefined)}
        >
          <p>
            New UPI ID: <strong>{form.values.upiId}</strong>
          </p>
        </OtpStep>
      ) : (
        <form className="account-form" onSubmit={request} noValidate>
          <h3>{profile.upiId ? 'Change your UPI ID' : 'Add a UPI ID'}</h3>
          <FormField
            label="New UPI ID"
            hint="Like name@okaxis"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.field('upiId')}
          />
          <FormField
            label="Google Pay ID (optional)"
            hint="Only if it differs from the UPI ID"
            autoCapitalize="none"
            spellCheck={false}
            {...form.field('gpayId')}
          />
          <FormError message={form.formError} />
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? 'Sending OTP…' : 'Send OTP'}
          </button>
        </form>
      )}
    </section>
  );
}
