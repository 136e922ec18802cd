/** /registration: create an account, verified with the OTP sent to the mobile (needs sign-in and sign-up on). */
import { Link } from 'react-router';
import { FeatureGate } from '../components/ui/feature-unavailable.tsx';
import { AuthFrame } from '../features/auth/auth-frame.tsx';
import { RegistrationForm } from '../features/auth/registration-form.tsx';
import { SocialLoginPanel } from '../features/auth/social-login-panel.tsx';
import { useReturnTo } from '../features/auth/use-return-to.ts';

export function RegistrationPage() {
  return (
    <FeatureGate needs={['signIn', 'signUp']}>
      <Registration />
    </FeatureGate>
  );
}

function Registration() {
  const { returnTo, link } = useReturnTo();
  return (
    <AuthFrame
      pageUrl="/registration"
      title="Create your account"
      intro={<p>Save your favourites, check out faster and follow every order.</p>}
      footer={
        <p>
          Already have an account? <Link to={link('/login')}>Sign in</Link>
        </p>
      }
    >
      <RegistrationForm />
      <SocialLoginPanel returnTo={returnTo} />
    </AuthFrame>
  );
}
