/** /login: sign in with a one-time password sent to the email or mobile, or with the identity provider. */
import { Link } from 'react-router';
import { AuthFrame } from '../features/auth/auth-frame.tsx';
import { OtpLoginForm } from '../features/auth/otp-login-form.tsx';
import { SocialLoginPanel } from '../features/auth/social-login-panel.tsx';
import { useReturnTo } from '../features/auth/use-return-to.ts';

export function LoginPage() {
  const { returnTo, link } = useReturnTo();
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
          <p>
            New to Attar House? <Link to={link('/registration')}>Create an account</Link>
          </p>
        </>
      }
    >
      <OtpLoginForm />
      <SocialLoginPanel returnTo={returnTo} />
    </AuthFrame>
  );
}
