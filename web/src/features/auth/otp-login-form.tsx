/**
 * Sign in with a one-time password: the email or mobile first (the type follows from the digits), then
 * the 6-digit OTP the shop sent to it (`authVerifyUsername` with otpFlag Y, then `authSignInWithOtp`).
 */
import { useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { api } from '../../data/client.ts';
import { useFeature } from '../../data/features.ts';
import * as rules from '../../kit/rules.ts';
import { completeSignIn, guestCartFields } from './complete-sign-in.ts';
import { initialOtpFlow, otpFlow, sentToText } from './otp-flow.ts';
import { ResendCode } from './resend-code.tsx';
import { problemsFrom, type FormProblems } from './server-problems.ts';
import { FormError, FormField, OtpField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { useFocusOnStep } from './use-focus-on-step.ts';
import { useReturnTo } from './use-return-to.ts';

export function OtpLoginForm() {
  const { returnTo, link, handedUsername } = useReturnTo();
  const signUp = useFeature('signUp');
  const navigate = useNavigate();
  const [flow, dispatch] = useReducer(otpFlow, initialOtpFlow);
  const [unknownUser, setUnknownUser] = useState(false);
  const who = useForm({ username: handedUsername }, { rules: { username: rules.username } });
  const code = useForm({ otp: '' }, { rules: { otp: rules.otp } });
  const stepRef = useRef<HTMLDivElement>(null);

  useFocusOnStep(stepRef, flow.step);

  /** Asks the shop to send a sign-in OTP; resolves to problems for the username, or moves to the OTP step. */
  async function requestCode(typed: string): Promise<FormProblems<'username'> | void> {
    const { username, identityType } = rules.toUsername(typed);
    const { data, error, meta } = await api.auth.verifyUsername({ username, identityType, otpFlag: 'Y', signInFlow: 2 });
    if (error) return problemsFrom(error, { username: 'username' }, 'username');
    if (!data.exists) {
      setUnknownUser(true);
      return {
        fields: { username: meta.message || `No account uses this ${identityType === 'PHONE' ? 'mobile number' : 'email'} yet.` },
      };
    }
    if (!data.otpSent) return { fields: {}, form: 'We could not send the OTP. Please try again.' };
    dispatch({
      type: 'codeSent',
      challenge: { username, identityType, sentTo: data.sentTo ?? username, resendAfterSeconds: data.resendAfterSeconds ?? 30 },
    });
  }

  const sendUsername = who.onSubmit(async ({ username }) => {
    setUnknownUser(false);
    code.set('otp', '');
    return requestCode(username);
  });

  const verify = code.onSubmit(async ({ otp }) => {
    if (flow.step !== 'verify') return;
    const { username, identityType } = flow.challenge;
    const { data, error } = await api.auth.signInWithOtp({ username, identityType, otp: otp.trim(), ...guestCartFields() });
    if (error) return problemsFrom(error, { otp: 'otp' }, 'otp');
    await completeSignIn(data, (to, options) => void navigate(to, options), returnTo);
  });

  async function resend(): Promise<void> {
    const problems = await requestCode(who.values.username);
    code.showProblems(
      problems
        ? { fields: problems.fields.username ? { otp: problems.fields.username } : {}, form: problems.form }
        : { fields: { otp: undefined } },
    );
  }

  const status = flow.step === 'verify' ? `OTP sent to ${sentToText(flow.challenge)}.` : '';

  return (
    <div className="auth-step" ref={stepRef}>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {flow.step === 'identify' ? (
        <form onSubmit={sendUsername} noValidate>
          <FormField
            label="Email or mobile number"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="We’ll send a one-time password (OTP) to it."
            {...who.field('username')}
          />
          {unknownUser ? (
            <p className="auth-note">
              {signUp ? (
                <>
                  New to Attar House?{' '}
                  <Link to={link('/registration')} state={{ username: who.values.username }}>
                    Create an account
                  </Link>
                </>
              ) : (
                'No account uses this email or mobile number, and new accounts cannot be made in this store at the moment.'
              )}
            </p>
          ) : null}
          <FormError message={who.formError} />
          <button type="submit" className="button auth-submit" disabled={who.submitting}>
            {who.submitting ? 'Sending OTP…' : 'Send OTP'}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <p className="auth-sent">
            Enter the 6-digit OTP we sent to <strong>{sentToText(flow.challenge)}</strong>.{' '}
            <button
              type="button"
              className="link-button"
              aria-label="Change the email or mobile number"
              onClick={() => dispatch({ type: 'changeUsername' })}
            >
              Change
            </button>
          </p>
          <OtpField {...code.field('otp')} />
          <ResendCode
            resendAfterSeconds={flow.challenge.resendAfterSeconds}
            sends={flow.sends}
            onResend={resend}
            disabled={code.submitting}
          />
          <FormError message={code.formError} />
          <button type="submit" className="button auth-submit" disabled={code.submitting}>
            {code.submitting ? 'Signing in…' : 'Verify and sign in'}
          </button>
        </form>
      )}
    </div>
  );
}
