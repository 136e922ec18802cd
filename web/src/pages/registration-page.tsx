/** /registration: create an account, verified with the OTP sent to the mobile. */
import { Link } from 'react-router';
import { AuthFrame } from '../features/auth/auth-frame.tsx';
import { RegistrationForm } from '../features/auth/registration-form.tsx';
import { SocialLoginPanel } from '../features/auth/social-login-panel.tsx';
import { useReturnTo } from '../features/auth/use-return-to.ts';

export function RegistrationPage() {
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
