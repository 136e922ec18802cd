/** `attar auth change-password`: change the password with the current one. */
import { defineCommand } from '../../command.ts';

export default defineCommand<{ currentPassword?: string; newPassword?: string }>({
  name: 'change-password',
  summary: 'Change the password, giving the current one',
  options: (c) =>
    c
      .option('--current-password <password>', 'the current password (env ATTAR_PASSWORD)')
      .option('--new-password <password>', 'the new password (env ATTAR_NEW_PASSWORD)'),
  examples: ['attar auth change-password --current-password "Attar@2026" --new-password "Attar@2027"'],
  actions: ['auth.changePassword'],
  async run(ctx, opts) {
    const currentPassword = await ctx.need(opts.currentPassword, {
      flag: '--current-password',
      env: 'ATTAR_PASSWORD',
      question: 'Current password:',
      secret: true,
    });
    const newPassword = await ctx.need(opts.newPassword, {
      flag: '--new-password',
      env: 'ATTAR_NEW_PASSWORD',
      question: 'New password:',
      secret: true,
    });
    const ack = await ctx.call('Changing the password', () => ctx.client.auth.changePassword({ currentPassword, newPassword }));
    ctx.out.result(ack, () => ctx.out.success('Password changed.'));
  },
});
