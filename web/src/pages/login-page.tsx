/**
 * /login: sign in with a one-time password sent to the email or mobile, or with the identity provider.
 * Behind the store's sign-in feature; the way to create an account only while sign-up is on.
 */
import { Link } from 'react-router';
import { FeatureGate } from '../components/ui/feature-unavailable.tsx';
import { useFeature } from '../data/features.ts';
import { AuthFrame } from '../features/auth/auth-frame.tsx';
import { OtpLoginForm } from '../features/auth/otp-login-form.tsx';
import { SocialLoginPanel } from '../features/auth/social-login-panel.tsx';
import { useReturnTo } from '../features/auth/use-return-to.ts';

export function LoginPage() {
  return (
    <FeatureGate needs={['signIn']}>
      <Login />
    </FeatureGate>
  );
}

function Login() {
  const { returnTo, link } = useReturnTo();
  const signUp = useFeature('signUp');
  return (
    <AuthFrame
      pageUrl="/login"
      title="Sign in"
      intro={<p>Welcome to Attar House. Sign in with a one-time password — no password to remember.</p>}
      footer={
        <>
          <p>
            <Link to={link('/loginpassword')}>Sign in with a password instead</Link>
          </p>
          {signUp ? (
            <p>
              New to Attar House? <Link to={link('/registration')}>Create an account</Link>
            </p>
          ) : null}
        </>
      }
    >
      <OtpLoginForm />
      <SocialLoginPanel returnTo={returnTo} />
    </AuthFrame>
  );
}
