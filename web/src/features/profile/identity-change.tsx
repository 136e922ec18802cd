/**
 * Change the email or mobile the buyer signs in with: the OTP goes to the new one
 * (`account.requestIdentityChangeOtp`), and confirming replaces the old (`account.confirmIdentityChange`).
 */
import { useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { email, mobile } from '../../lib/validation.ts';
import { FormError, FormStatus } from '../../kit/fields.tsx';
import { OtpStep } from './otp-step.tsx';
import { useForm } from '../../kit/use-form.ts';

type Kind = Schemas['IdentityType'];

const WORD: Record<Kind, string> = { EMAIL: 'email address', PHONE: 'mobile number' };

export function IdentityChange({ profile, kind }: { profile: Schemas['BuyerProfile']; kind: Kind }) {
  const current = kind === 'EMAIL' ? profile.email : profile.mobile;
  const [challenge, setChallenge] = useState<Schemas['BuyerOtpChallenge']>();
  const [done, setDone] = useState<string>();
  const rule = kind === 'EMAIL' ? email : mobile;
  const form = useForm(
    { username: '' },
    {
      rules: {
        username: (value) =>
          rule(value) ?? (current && normalise(kind, value) === current ? `That is already your ${WORD[kind]}.` : undefined),
      },
      labels: { username: kind === 'EMAIL' ? 'The email address' : 'The mobile number' },
    },
  );
  const username = () => normalise(kind, form.values.username);
  const ask = () => api.account.requestIdentityChangeOtp({ username: username(), identityType: kind });
  const titleId = `identity-${kind.toLowerCase()}`;

  const request = form.onSubmit(async () => {
    setDone(undefined);
    const result = await ask();
    if (result.error) return result.error;
    setChallenge(result.data);
    return undefined;
  });

  return (
    <section aria-labelledby={titleId} className="account-panel">
      <h2 id={titleId}>{kind === 'EMAIL' ? 'Email address' : 'Mobile number'}</h2>
      <p>
        Current: <strong>{current ? (kind === 'PHONE' ? `+91 ${current}` : current) : 'none yet'}</strong>
      </p>
      <FormStatus message={done} />
      {challenge ? (
        <OtpStep
          challenge={challenge}
          confirmLabel={`Change ${WORD[kind]}`}
          onCancel={() => setChallenge(undefined)}
          resend={async () => {
            const result = await ask();
            if (result.error) return result.error;
            setChallenge(result.data);
            return undefined;
          }}
          confirm={async (otp) => {
            const result = await api.account.confirmIdentityChange({ username: username(), identityType: kind, otp });
            if (result.error) return result.error;
            await mutate(matchActions('profileGet'), result.data, { revalidate: false });
            setChallenge(undefined);
            form.reset();
            setDone(`Your ${WORD[kind]} is now ${username()}.`);
            return undefined;
          }}
        />
      ) : (
        <form className="account-form" onSubmit={request} noValidate>
          {kind === 'EMAIL' ? (
            <FormField label="New email address" type="email" autoComplete="email" required {...form.field('username')} />
          ) : (
            <FormField
              label="New mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint="10 digits, without +91"
              required
              {...form.field('username')}
            />
          )}
          <FormError message={form.formError} />
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? 'Sending OTP…' : 'Send OTP'}
          </button>
        </form>
      )}
    </section>
  );
}

function normalise(kind: Kind, value: string): string {
  return kind === 'PHONE' ? value.replace(/[\s-]/g, '') : value.trim().toLowerCase();
}
