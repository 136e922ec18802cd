/** `attar auth`: sign-in, sign-up and account identity. */
import { defineGroup } from '../../command.ts';
import changeIdentity from './change-identity.ts';
import changePassword from './change-password.ts';
import checkUsername from './check-username.ts';
import deleteAccount from './delete-account.ts';
import forgotPassword from './forgot-password.ts';
import joinAs from './join-as.ts';
import login from './login.ts';
import logout from './logout.ts';
import otpRequest from './otp-request.ts';
import otpVerify from './otp-verify.ts';
import register from './register.ts';
import socialLogin from './social-login.ts';
import verify from './verify.ts';
import whoami from './whoami.ts';

export default defineGroup({
  name: 'auth',
  summary: 'Sign in, sign up, OTPs and passwords',
  examples: ['attar auth login --username 9876543210 --otp 123456', 'attar auth whoami'],
  commands: [
    login,
    logout,
    whoami,
    register,
    verify,
    forgotPassword,
    defineGroup({
      name: 'otp',
      summary: 'Send and check OTPs (signed in)',
      examples: ['attar auth otp request --username 9876543210'],
      commands: [otpRequest, otpVerify],
    }),
    checkUsername,
    changePassword,
    changeIdentity,
    socialLogin,
    joinAs,
    deleteAccount,
  ],
});
