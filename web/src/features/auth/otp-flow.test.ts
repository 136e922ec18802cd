import { describe, expect, it } from 'vitest';
import { initialOtpFlow, otpFlow, sentToText, type OtpChallenge } from './otp-flow.ts';

const challenge: OtpChallenge = { username: '9876543210', identityType: 'PHONE', sentTo: '98******10', resendAfterSeconds: 30 };

describe('OTP steps', () => {
  it('starts by asking who, then the code once it is sent', () => {
    expect(initialOtpFlow).toEqual({ step: 'identify' });
    expect(otpFlow(initialOtpFlow, { type: 'codeSent', challenge })).toEqual({ step: 'verify', challenge, sends: 1 });
  });

  it('a resend stays on the code step and counts (restarting the countdown)', () => {
    const sent = otpFlow(initialOtpFlow, { type: 'codeSent', challenge });
    expect(otpFlow(sent, { type: 'codeSent', challenge })).toMatchObject({ step: 'verify', sends: 2 });
  });

  it('changing the username goes back; a code for another username starts the count again', () => {
    const sent = otpFlow(otpFlow(initialOtpFlow, { type: 'codeSent', challenge }), { type: 'codeSent', challenge });
    expect(otpFlow(sent, { type: 'changeUsername' })).toEqual({ step: 'identify' });
    const other = {
      ...challenge,
      username: 'ananya.rao@example.in',
      identityType: 'EMAIL' as const,
      sentTo: 'an****@example.in',
    };
    expect(otpFlow(sent, { type: 'codeSent', challenge: other })).toMatchObject({ sends: 1, challenge: other });
  });

  it('says where the code went', () => {
    expect(sentToText(challenge)).toBe('your mobile 98******10');
    expect(sentToText({ identityType: 'EMAIL', sentTo: 'an****@example.in' })).toBe('your email an****@example.in');
  });
});
