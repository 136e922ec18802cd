/**
 * Forgot password: the email or mobile first (`authRequestPasswordReset` sends an OTP), then the OTP
 * with the new password (`authResetPassword`); then on to sign in with it.
 */
import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { api } from '../../data/client.ts';
import { toast } from '../../state/toasts.ts';
import * as rules from '../../kit/rules.ts';
import { initialOtpFlow, otpFlow, sentToText } from './otp-flow.ts';
import { ResendCode } from './resend-code.tsx';
import { problemsFrom, type FormProblems } from './server-problems.ts';
import { FormError, FormField, OtpField, ShowPassword } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { useFocusOnStep } from './use-focus-on-step.ts';
import { useReturnTo } from './use-return-to.ts';

type ResetField = 'otp' | 'password' | 'confirm';

export const resetRules: rules.FormRules<Record<ResetField, string>> = {
  otp: rules.otp,
  password: rules.newPassword,
  confirm: rules.confirmPassword,
};

export function ForgotPasswordForm() {
  const { link, handedUsername } = useReturnTo();
  const navigate = useNavigate();
  const [flow, dispatch] = useReducer(otpFlow, initialOtpFlow);
  const [shown, setShown] = useState(false);
  const who = useForm({ username: handedUsername }, { rules: { username: rules.username } });
  const reset = useForm({ otp: '', password: '', confirm: '' }, { rules: resetRules });
  const stepRef = useRef<HTMLDivElement>(null);

  useFocusOnStep(stepRef, flow.step);

  async function requestCode(typed: string): Promise<FormProblems<'username'> | void> {
    const { username, identityType } = rules.toUsername(typed);
    const { data, error } = await api.auth.requestPasswordReset({ username, identityType });
    if (error) return problemsFrom(error, { username: 'username' }, 'username');
    dispatch({
      type: 'codeSent',
      challenge: { username, identityType, sentTo: data.sentTo, resendAfterSeconds: data.resendAfterSeconds },
    });
  }

  const sendUsername = who.onSubmit(({ username }) => requestCode(username));

  const setPassword = reset.onSubmit(async ({ otp, password }) => {
    if (flow.step !== 'verify') return;
    const { username, identityType } = flow.challenge;
    const { error, meta } = await api.auth.resetPassword({ username, identityType, otp: otp.trim(), password });
    if (error) return problemsFrom(error, { otp: 'otp', password: 'password' }, 'otp');
    toast(meta.message || 'Password changed. Sign in with the new password.', 'success');
    void navigate(link('/loginpassword'), { replace: true, state: { username: who.values.username } });
  });

  async function resend(): Promise<void> {
    const problems = await requestCode(who.values.username);
    reset.showProblems(
      problems
        ? { fields: problems.fields.username ? { otp: problems.fields.username } : {}, form: problems.form }
        : { fields: { otp: undefined } },
    );
  }

  return (
    <div className="auth-step" ref={stepRef}>
      <p className="visually-hidden" role="status">
        {flow.step === 'verify' ? `OTP sent to ${sentToText(flow.challenge)}.` : ''}
      </p>
      {flow.step === 'identify' ? (
        <form onSubmit={sendUsername} noValidate>
          <FormField
            label="Email or mobile number"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="We’ll send an OTP to reset your password."
            {...who.field('username')}
          />
          <FormError message={who.formError} />
          <button type="submit" className="button auth-submit" disabled={who.submitting}>
            {who.submitting ? 'Sending OTP…' : 'Send OTP'}
          </button>
        </form>
      ) : (
        <form onSubmit={setPassword} noValidate>
          <p className="auth-sent">
            Enter the OTP we sent to <strong>{sentToText(flow.challenge)}</strong> and choose a new password.{' '}
            <button
              type="button"
              className="link-button"
              aria-label="Change the email or mobile number"
              onClick={() => dispatch({ type: 'changeUsername' })}
            >
              Change
            </button>
          </p>
          <OtpField {...reset.field('otp')} />
          <ResendCode
            resendAfterSeconds={flow.challenge.resendAfterSeconds}
            sends={flow.sends}
            onResend={resend}
            disabled={reset.submitting}
          />
          <FormField
            label="New password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            hint="At least 8 characters, with letters and a number."
            {...reset.field('password')}
          />
          <FormField
            label="Confirm new password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            {...reset.field('confirm')}
          />
          <ShowPassword shown={shown} onChange={setShown} />
          <FormError message={reset.formError} />
          <button type="submit" className="button auth-submit" disabled={reset.submitting}>
            {reset.submitting ? 'Saving…' : 'Set new password'}
          </button>
        </form>
      )}
    </div>
  );
}
