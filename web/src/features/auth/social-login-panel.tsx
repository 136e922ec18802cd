/**
 * "Continue with Google" through the identity adapter (integrations/identity.ts), shown only when the
 * site configuration enables the identity provider. The provider's account chooser is stood in for by an
 * email field: the mock provider signs in whichever account it is given.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { api } from '../../data/client.ts';
import { useAction } from '../../data/use-action.ts';
import { IdentityProviderError, signInWithProvider } from '../../integrations/identity.ts';
import * as rules from '../../kit/rules.ts';
import { completeSignIn, guestCartFields } from './complete-sign-in.ts';
import { problemsFrom } from './server-problems.ts';
import { FormField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';

export function SocialLoginPanel({ returnTo, email = '' }: { returnTo: string; email?: string }) {
  const { data: site } = useAction('contentSite', {});
  const provider = site?.integrations.identityProvider;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useForm({ email: rules.email(email, {}) ? '' : email }, { rules: { email: rules.email } });

  if (!provider?.enabled) return null;

  const send = form.onSubmit(async ({ email: account }) => {
    let fields;
    try {
      fields = await signInWithProvider(account.trim());
    } catch (error) {
      if (error instanceof IdentityProviderError && error.code === 'identity.refused')
        return { fields: { email: `The provider says: ${error.message}` } };
      return { fields: {}, form: 'Sign-in with Google is not available right now. Sign in with an OTP instead.' };
    }
    const { data, error } = await api.auth.socialLogin({ ...fields, type: 'BUYER', ...guestCartFields() });
    if (error)
      return problemsFrom(error, { email: 'email', socialAccessToken: 'email', socialId: 'email', name: 'email' }, 'email');
    await completeSignIn(data, (to, options) => void navigate(to, options), returnTo);
  });

  return (
    <div className="social-login">
      <p className="auth-divider">
        <span>or</span>
      </p>
      {open ? (
        <form className="social-chooser" onSubmit={send} noValidate aria-labelledby="social-chooser-title">
          <h2 id="social-chooser-title" className="social-chooser-title">
            Continue with Google
          </h2>
          <FormField label="Google account email" type="email" autoComplete="email" autoFocus {...form.field('email')} />
          {form.formError ? (
            <p className="form-error" role="alert">
              {form.formError}
            </p>
          ) : null}
          <div className="social-chooser-actions">
            <button type="submit" className="button" disabled={form.submitting} aria-disabled={form.submitting}>
              {form.submitting ? 'Signing in…' : 'Continue'}
            </button>
            <button type="button" className="button button-quiet" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button-outline social-button" onClick={() => setOpen(true)}>
          <GoogleMark />
          Continue with Google
        </button>
      )}
    </div>
  );
}

/** The provider's mark, drawn locally (no remote assets). */
function GoogleMark() {
  return (
    <svg className="social-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}
