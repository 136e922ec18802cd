/** Sign in with the email or mobile and the password (`authSignInWithPassword`). */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { api } from '../../data/client.ts';
import * as rules from '../../kit/rules.ts';
import { completeSignIn, guestCartFields } from './complete-sign-in.ts';
import { problemsFrom } from './server-problems.ts';
import { FormError, FormField, ShowPassword } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { useReturnTo } from './use-return-to.ts';

export function PasswordLoginForm() {
  const { returnTo, link, handedUsername } = useReturnTo();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const form = useForm(
    { username: handedUsername, password: '' },
    { rules: { username: rules.username, password: rules.currentPassword } },
  );

  const send = form.onSubmit(async ({ username: typed, password }) => {
    const { username, identityType } = rules.toUsername(typed);
    const { data, error } = await api.auth.signInWithPassword({ username, identityType, password, ...guestCartFields() });
    // a locked account (too many wrong passwords) is told next to the password
    if (error) return problemsFrom(error, { username: 'username', password: 'password' }, 'password');
    await completeSignIn(data, (to, options) => void navigate(to, options), returnTo);
  });

  return (
    <form onSubmit={send} noValidate>
      <FormField
        label="Email or mobile number"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <FormField
        label="Password"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="auth-row">
        <ShowPassword shown={shown} onChange={setShown} />
        <Link to={link('/forgot-password')} state={{ username: form.values.username }}>
          Forgot password?
        </Link>
      </div>
      <FormError message={form.formError} />
      <button type="submit" className="button auth-submit" disabled={form.submitting}>
        {form.submitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
