/**
 * Change the password: with the current one (`auth.changePassword`), or, for a buyer who forgot it or
 * never set one, with an OTP sent to their email or mobile (`account.requestPasswordChangeOtp`, then
 * `account.confirmPasswordChange`).
 */
import { useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../data/client.ts';
import { password, required } from '../../lib/validation.ts';
import { FormError, FormStatus, SelectField } from '../../kit/fields.tsx';
import { OtpStep } from './otp-step.tsx';
import { useForm, type FormValues } from '../../kit/use-form.ts';

type Way = 'current' | 'otp';

const sameAs = (value: string, values: FormValues) =>
  value === '' ? 'Enter the new password again.' : value !== values.newPassword ? 'The two passwords do not match.' : undefined;

const PASSWORD_HINT = 'At least 8 characters, with letters and a number.';

export function PasswordChange({ profile }: { profile: Schemas['BuyerProfile'] }) {
  const [way, setWay] = useState<Way>('current');
  const [done, setDone] = useState<string>();
  const finished = () => {
    setDone('Your password is changed.');
  };
  return (
    <section aria-labelledby="password-title" className="account-panel">
      <h2 id="password-title">Password</h2>
      <fieldset className="choice-row">
        <legend>How would you like to confirm it is you?</legend>
        <label>
          <input type="radio" name="password-way" checked={way === 'current'} onChange={() => setWay('current')} /> With my
          current password
        </label>
        <label>
          <input type="radio" name="password-way" checked={way === 'otp'} onChange={() => setWay('otp')} /> With a code sent to me
        </label>
      </fieldset>
      <FormStatus message={done} />
      {way === 'current' ? <WithCurrentPassword onDone={finished} /> : <WithOtp profile={profile} onDone={finished} />}
    </section>
  );
}

function WithCurrentPassword({ onDone }: { onDone: () => void }) {
  const form = useForm(
    { currentPassword: '', newPassword: '', repeat: '' },
    {
      rules: { currentPassword: required('your current password'), newPassword: password, repeat: sameAs },
      labels: { currentPassword: 'Current password', newPassword: 'New password' },
    },
  );
  const submit = form.onSubmit(async (v) => {
    const result = await api.auth.changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword });
    if (result.error) return result.error;
    form.reset();
    onDone();
    return undefined;
  });
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
        {...form.field('newPassword')}
      />
      <FormField label="New password again" type="password" autoComplete="new-password" required {...form.field('repeat')} />
      <FormError message={form.formError} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

function WithOtp({ profile, onDone }: { profile: Schemas['BuyerProfile']; onDone: () => void }) {
  const [challenge, setChallenge] = useState<Schemas['BuyerOtpChallenge']>();
  const choices = [
    ...(profile.email ? [{ value: 'EMAIL', label: `Email to ${profile.email}` }] : []),
    ...(profile.mobile ? [{ value: 'PHONE', label: `SMS to +91 ${profile.mobile}` }] : []),
  ];
  const form = useForm(
    { identityType: choices[0]?.value ?? 'EMAIL', newPassword: '', repeat: '' },
    { rules: { newPassword: password, repeat: sameAs }, labels: { newPassword: 'New password' } },
  );
  const ask = () => api.account.requestPasswordChangeOtp({ identityType: form.values.identityType as Schemas['IdentityType'] });

  const request = form.onSubmit(async () => {
    const result = await ask();
    if (result.error) return result.error;
    setChallenge(result.data);
    return undefined;
  });

  if (challenge) {
    return (
      <OtpStep
        challenge={challenge}
        confirmLabel="Change password"
        onCancel={() => setChallenge(undefined)}
        resend={async () => {
          const result = await ask();
          if (result.error) return result.error;
          setChallenge(result.data);
          return undefined;
        }}
        confirm={async (otp) => {
          const result = await api.account.confirmPasswordChange({ otp, newPassword: form.values.newPassword });
          if (result.error) return result.error;
          setChallenge(undefined);
          form.reset();
          onDone();
          return undefined;
        }}
      />
    );
  }
  return (
    <form className="account-form" onSubmit={request} noValidate>
      <SelectField label="Send the code by" options={choices} {...form.field('identityType')} />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
        {...form.field('newPassword')}
      />
      <FormField label="New password again" type="password" autoComplete="new-password" required {...form.field('repeat')} />
      <FormError message={form.formError} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Sending OTP…' : 'Send OTP'}
      </button>
    </form>
  );
}
