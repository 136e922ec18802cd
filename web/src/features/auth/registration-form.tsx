/**
 * Create an account: name, mobile (India, 10 digits), email and password; the shop sends an OTP to the
 * mobile and the email (`authRegisterWithIdentities`), and the mobile's OTP verifies the account and signs
 * the buyer in (`authVerifyIdentity`). Resending registers again, which restarts the pending sign-up.
 */
import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Schemas } from '@attar/sdk';

import { api } from '../../data/client.ts';
import * as rules from '../../kit/rules.ts';
import { completeSignIn, guestCartFields } from './complete-sign-in.ts';
import { initialOtpFlow, otpFlow, sentToText } from './otp-flow.ts';
import { ResendCode } from './resend-code.tsx';
import { problemsFrom, type FormProblems } from './server-problems.ts';
import { FormError, FormField, MobileField, OtpField, ShowPassword } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { useFocusOnStep } from './use-focus-on-step.ts';
import { useReturnTo } from './use-return-to.ts';

type DetailsField = 'name' | 'mobile' | 'email' | 'password' | 'confirm';
type Details = Record<DetailsField, string>;

export const registrationRules: rules.FormRules<Details> = {
  name: rules.fullName,
  mobile: rules.mobile,
  email: rules.email,
  password: rules.newPassword,
  confirm: rules.confirmPassword,
};

/** A username handed over from the sign-in page fills the mobile or the email. */
function initialDetails(handed: string): Details {
  const blank = { name: '', mobile: '', email: '', password: '', confirm: '' };
  if (!handed) return blank;
  return rules.toUsername(handed).identityType === 'PHONE'
    ? { ...blank, mobile: rules.toMobile(handed) }
    : { ...blank, email: handed.trim() };
}

export function RegistrationForm() {
  const { returnTo, handedUsername } = useReturnTo();
  const navigate = useNavigate();
  const [flow, dispatch] = useReducer(otpFlow, initialOtpFlow);
  const [shown, setShown] = useState(false);
  const [emailSentTo, setEmailSentTo] = useState<string | undefined>();
  const details = useForm(initialDetails(handedUsername), { rules: registrationRules });
  const code = useForm({ otp: '' }, { rules: { otp: rules.otp } });
  const stepRef = useRef<HTMLDivElement>(null);

  useFocusOnStep(stepRef, flow.step);

  async function register(values: Details): Promise<FormProblems<DetailsField> | void> {
    const mobile = rules.toMobile(values.mobile);
    const { data, error } = await api.auth.registerWithIdentities({
      name: values.name.trim(),
      mobile,
      email: values.email.trim(),
      password: values.password,
      type: 'BUYER',
    });
    // a taken email or mobile is told at its field ("... Sign in instead."); the page links to sign-in
    if (error) return problemsFrom(error, { name: 'name', mobile: 'mobile', email: 'email', password: 'password' }, 'mobile');
    const phone = data.identities.find((i: Schemas['AuthRegistration']['identities'][number]) => i.identityType === 'PHONE');
    setEmailSentTo(data.identities.find((i) => i.identityType === 'EMAIL')?.sentTo);
    dispatch({
      type: 'codeSent',
      challenge: {
        username: mobile,
        identityType: 'PHONE',
        sentTo: phone?.sentTo ?? mobile,
        resendAfterSeconds: data.resendAfterSeconds,
      },
    });
  }

  const sendDetails = details.onSubmit(async (values) => {
    code.set('otp', '');
    return register(values);
  });

  const verify = code.onSubmit(async ({ otp }) => {
    if (flow.step !== 'verify') return;
    const { username, identityType } = flow.challenge;
    const { data, error } = await api.auth.verifyIdentity({
      username,
      identityType,
      otp: otp.trim(),
      type: 'BUYER',
      ...guestCartFields(),
    });
    if (error) return problemsFrom(error, { otp: 'otp' }, 'otp');
    await completeSignIn(data, (to, options) => void navigate(to, options), returnTo);
  });

  async function resend(): Promise<void> {
    const problems = await register(details.values);
    if (!problems) {
      code.showProblems({ fields: { otp: undefined } });
      return;
    }
    // the details were refused this time (say, the mobile got registered meanwhile): back to them
    dispatch({ type: 'changeUsername' });
    details.showProblems(problems);
  }

  return (
    <div className="auth-step" ref={stepRef}>
      <p className="visually-hidden" role="status">
        {flow.step === 'verify' ? `OTP sent to ${sentToText(flow.challenge)}.` : ''}
      </p>
      {flow.step === 'identify' ? (
        <form onSubmit={sendDetails} noValidate>
          <FormField label="Full name" autoComplete="name" {...details.field('name')} />
          <MobileField {...details.field('mobile')} />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...details.field('email')}
          />
          <FormField
            label="Password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            hint="At least 8 characters, with letters and a number."
            {...details.field('password')}
          />
          <FormField
            label="Confirm password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            {...details.field('confirm')}
          />
          <ShowPassword shown={shown} onChange={setShown} />
          <FormError message={details.formError} />
          <button type="submit" className="button auth-submit" disabled={details.submitting}>
            {details.submitting ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <p className="auth-sent">
            Enter the 6-digit OTP we sent to <strong>{sentToText(flow.challenge)}</strong> to verify your account.{' '}
            <button type="button" className="link-button" onClick={() => dispatch({ type: 'changeUsername' })}>
              Change details
            </button>
          </p>
          {emailSentTo ? (
            <p className="field-hint">We also sent a code to {emailSentTo}; the mobile’s OTP is enough to sign in.</p>
          ) : null}
          <OtpField {...code.field('otp')} />
          <ResendCode
            resendAfterSeconds={flow.challenge.resendAfterSeconds}
            sends={flow.sends}
            onResend={resend}
            disabled={code.submitting}
          />
          <FormError message={code.formError} />
          <button type="submit" className="button auth-submit" disabled={code.submitting}>
            {code.submitting ? 'Verifying…' : 'Verify and continue'}
          </button>
        </form>
      )}
    </div>
  );
}
