/** `attar returns refund-account`: where the refund of a return goes (UPI or a bank account). */
import { BankAccountNumberRule, IfscRule, UpiIdRule } from '@attar/sdk/rules';
import { compact, defineCommand, matching } from '../../command.ts';
import { usageError } from '../../errors.ts';
import { fulfillment, fulfillmentArg } from './reasons.ts';

interface RefundOptions {
  name: string;
  upiId?: string;
  account?: string;
  ifsc?: string;
  bank?: string;
}

export default defineCommand<RefundOptions>({
  name: 'refund-account',
  summary: 'Give the UPI id or bank account for a refund',
  args: [fulfillmentArg],
  options: (c) =>
    c
      .requiredOption('--name <name>', 'account holder')
      .option('--upi-id <vpa>', 'refund to this UPI id', matching('a UPI id', UpiIdRule, 'ananya@okaxis'))
      .option(
        '--account <number>',
        'refund to this bank account number',
        matching('an account number', BankAccountNumberRule, '123456789012'),
      )
      .option('--ifsc <code>', 'the IFSC of the branch', matching('an IFSC', IfscRule, 'HDFC0001234'))
      .option('--bank <name>', 'bank name'),
  examples: [
    'attar returns refund-account FL00000000001 --upi-id ananya@okaxis --name "Ananya Rao"',
    'attar returns refund-account FL00000000001 --account 123456789012 --ifsc HDFC0001234 --bank HDFC --name "Ananya Rao"',
  ],
  actions: ['returns.setRefundAccount'],
  async run(ctx, o, [id]) {
    const fulfillmentId = fulfillment(id!);
    if (!o.upiId && !o.account) throw usageError('Pass --upi-id, or --account with --ifsc.', 'usage.missingValue');
    if (o.upiId && o.account) throw usageError('Pass --upi-id or --account, not both.', 'usage.conflict');
    if (o.account && !o.ifsc) throw usageError('A bank refund needs --ifsc too.', 'usage.missingValue');
    const data = await ctx.call('Saving the refund account', () =>
      ctx.client.returns.setRefundAccount(
        compact({
          fulfillmentId,
          txnType: o.upiId ? ('UPI' as const) : ('BANK' as const),
          upiId: o.upiId,
          name: o.name,
          accountNo: o.account,
          ifsccode: o.ifsc,
          bankName: o.bank,
        }),
      ),
    );
    ctx.out.result(data, () => ctx.out.success(`Refund for ${fulfillmentId} goes to ${o.upiId ?? `account ${o.account}`}`));
  },
});
