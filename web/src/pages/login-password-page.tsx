/** /loginpassword: sign in with the email or mobile and the password (behind the sign-in feature). */
import { Link } from 'react-router';
import { FeatureGate } from '../components/ui/feature-unavailable.tsx';
import { useFeature } from '../data/features.ts';
import { AuthFrame } from '../features/auth/auth-frame.tsx';
import { PasswordLoginForm } from '../features/auth/password-login-form.tsx';
import { SocialLoginPanel } from '../features/auth/social-login-panel.tsx';
import { useReturnTo } from '../features/auth/use-return-to.ts';

export function LoginPasswordPage() {
  return (
    <FeatureGate needs={['signIn']}>
      <LoginPassword />
    </FeatureGate>
  );
}

function LoginPassword() {
  const { returnTo, link } = useReturnTo();
  const signUp = useFeature('signUp');
  return (
    <AuthFrame
      pageUrl="/loginpassword"
      title="Sign in with your password"
      intro={<p>Use the email or mobile number of your Attar House account.</p>}
      footer={
        <>
          <p>
            <Link to={link('/login')}>Sign in with an OTP instead</Link>
          </p>
          {signUp ? (
            <p>
              New to Attar House? <Link to={link('/registration')}>Create an account</Link>
            </p>
          ) : null}
        </>
      }
    >
      <PasswordLoginForm />
      <SocialLoginPanel returnTo={returnTo} />
    </AuthFrame>
  );
}
