/**
 * The second step of every OTP-confirmed change: where the code went, the code box, a resend once the
 * server allows it, and a way back. The change itself is the caller's (`confirm`).
 */
import { useEffect, useRef, useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { otp } from '../../lib/validation.ts';
import { FormError, OtpField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { fieldErrorsOf, refusalMessage } from '../../kit/field-errors.ts';

/**
 * A refusal of the code itself (wrong, expired) told once, in the server's sentence, at the code box;
 * anything else as the form shows any refusal.
 */
const toldAtCode = (error: unknown) =>
  error && fieldErrorsOf(error).some((p) => p.field === 'otp') ? { fields: { otp: refusalMessage(error) } } : error;

export interface OtpStepProps {
  challenge: Schemas['BuyerOtpChallenge'];
  /** Label of the confirm button ("Change UPI ID"). */
  confirmLabel: string;
  confirm: (code: string) => Promise<unknown>;
  resend: () => Promise<unknown>;
  onCancel: () => void;
  /** Something to show above the code (what is about to change). */
  children?: React.ReactNode;
}

export function OtpStep({ challenge, confirmLabel, confirm, resend, onCancel, children }: OtpStepProps) {
  const form = useForm({ otp: '' }, { rules: { otp }, labels: { otp: 'The OTP' } });
  const [wait, setWait] = useState(challenge.resendAfterSeconds);
  const [resending, setResending] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setWait(challenge.resendAfterSeconds);
    box.current?.querySelector('input')?.focus();
  }, [challenge]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function again() {
    if (resending) return;
    setResending(true);
    const error = await resend();
    setResending(false);
    if (error) form.fail(error);
  }

  return (
    <form
      className="account-form otp-step"
      onSubmit={form.onSubmit(async (v) => toldAtCode(await confirm(v.otp.trim())))}
      noValidate
    >
      {children}
      <p role="status">
        We sent a 6-digit code to <strong>{challenge.sentTo}</strong>. It is valid until{' '}
        {new Date(challenge.expiresAt).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' })}.
      </p>
      <div ref={box}>
        <OtpField label="OTP" {...form.field('otp')} required />
      </div>
      <FormError message={form.formError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Checking…' : confirmLabel}
        </button>
        <button type="button" className="button button-quiet" disabled={wait > 0 || resending} onClick={() => void again()}>
          {wait > 0 ? `Send a new code in ${wait} s` : resending ? 'Sending…' : 'Send a new code'}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
