/**
 * /forgot-password: an OTP to the email or mobile, then a new password. Shares the sign-in backdrop, and
 * is behind the sign-in feature as the sign-in pages are.
 */
import { Link } from 'react-router';
import { FeatureGate } from '../components/ui/feature-unavailable.tsx';
import { AuthFrame } from '../features/auth/auth-frame.tsx';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import { useReturnTo } from '../features/auth/use-return-to.ts';

export function ForgotPasswordPage() {
  return (
    <FeatureGate needs={['signIn']}>
      <ForgotPassword />
    </FeatureGate>
  );
}

function ForgotPassword() {
  const { link } = useReturnTo();
  return (
    <AuthFrame
      pageUrl="/loginpassword"
      title="Reset your password"
      seoTitle="Reset your password | Attar House"
      forGuests={false}
      intro={<p>We’ll send a one-time password to your email or mobile, then you choose a new password.</p>}
      footer={
        <p>
          Remembered it? <Link to={link('/loginpassword')}>Sign in with your password</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
