/**
 * `attar account`: the OTP-confirmed changes of the buyer service (identity, password, deletion).
 * Each is two steps: `... --send-otp`, then the same command with `--otp`.
 */
import { defineGroup } from '../../command.ts';
import changeIdentity from './change-identity.ts';
import changePassword from './change-password.ts';
import remove from './delete.ts';

export default defineGroup({
  name: 'account',
  summary: 'Change identity or password, or delete the account, confirmed by OTP',
  examples: [
    'attar account change-password --send-otp --via EMAIL',
    'attar account change-password --otp 123456 --new-password "Attar@2027"',
  ],
  commands: [changeIdentity, changePassword, remove],
});
