/**
 * The two steps every OTP form goes through: first who (a username, or the sign-up details), then the
 * code sent to them. Resending stays on the code step and restarts its countdown.
 */

/** Where the code went, as the shopper should read it, and when it may be sent again. */
export interface OtpChallenge {
  username: string;
  identityType: 'PHONE' | 'EMAIL';
  /** The masked email or mobile from the server (`98******10`). */
  sentTo: string;
  resendAfterSeconds: number;
}

export type OtpFlowState =
  | { step: 'identify' }
  /** `sends` counts the codes sent to this username; a new count restarts the resend countdown. */
  | { step: 'verify'; challenge: OtpChallenge; sends: number };

export type OtpFlowEvent = { type: 'codeSent'; challenge: OtpChallenge } | { type: 'changeUsername' };

export const initialOtpFlow: OtpFlowState = { step: 'identify' };

/**
 * @example
 * otpFlow({ step: 'identify' }, { type: 'codeSent', challenge }) // { step: 'verify', challenge, sends: 1 }
 */
export function otpFlow(state: OtpFlowState, event: OtpFlowEvent): OtpFlowState {
  switch (event.type) {
    case 'codeSent':
      return {
        step: 'verify',
        challenge: event.challenge,
        sends: state.step === 'verify' && state.challenge.username === event.challenge.username ? state.sends + 1 : 1,
      };
    case 'changeUsername':
      return { step: 'identify' };
  }
}

/** "your mobile 98******10" / "your email an****@example.in" */
export const sentToText = (challenge: Pick<OtpChallenge, 'identityType' | 'sentTo'>): string =>
  `your ${challenge.identityType === 'PHONE' ? 'mobile' : 'email'} ${challenge.sentTo}`;
