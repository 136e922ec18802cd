/** "Resend OTP" with its countdown: waits `resendAfterSeconds`, and never sends twice at once. */
import { useRef, useState } from 'react';
import { clock, useCountdown } from './use-countdown.ts';

export interface ResendCodeProps {
  resendAfterSeconds: number;
  /** Changes on every code sent, restarting the countdown. */
  sends: number;
  onResend(): Promise<void>;
  disabled?: boolean;
}

export function ResendCode({ resendAfterSeconds, sends, onResend, disabled }: ResendCodeProps) {
  const left = useCountdown(resendAfterSeconds, sends);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const resend = () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    void onResend().finally(() => {
      busyRef.current = false;
      setBusy(false);
    });
  };
  if (left > 0) {
    return (
      <p className="resend-wait">
        Didn’t get it? You can resend the OTP in <span className="resend-clock">{clock(left)}</span>.
      </p>
    );
  }
  return (
    <p className="resend-wait">
      Didn’t get it?{' '}
      <button type="button" className="link-button" onClick={resend} disabled={busy || disabled} aria-disabled={busy || disabled}>
        {busy ? 'Sending…' : 'Resend OTP'}
      </button>
    </p>
  );
}
