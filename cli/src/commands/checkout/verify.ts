/** `attar checkout verify`: confirm a payment (UPI, Razorpay or PayU); exit 1 when it failed. */
import type { Schemas } from '@attar/sdk';
import { PaymentModeRule } from '@attar/sdk/rules';
import { compact, defineCommand, ids, paymentModeOf, ranged } from '../../command.ts';
import { CliError, usageError } from '../../errors.ts';
import { money } from '../../output/format.ts';

interface VerifyOptions {
  order?: string;
  provider?: Schemas['PaymentMode'];
  signature?: string;
  reference?: string;
  razorpayPaymentId?: string;
  razorpayOrderId?: string;
  razorpaySignature?: string;
  payuTransactionId?: string;
  payuPaymentId?: string;
  payuHash?: string;
}

export default defineCommand<VerifyOptions>({
  name: 'verify',
  summary: 'Verify a payment and show the order status',
  args: [{ name: '[paymentId]', description: 'the payment from `checkout pay`, e.g. PY0000000001 (UPI)' }],
  options: (c) =>
    c
      .option('--order <orderId>', 'the order', ids.order)
      .option('--provider <name>', ranged('who took the payment (default UPI)', PaymentModeRule), paymentModeOf('--provider'))
      .option('--signature <sig>', 'the payment signature')
      .option('--reference <ref>', "the provider's reference")
      .option('--razorpay-payment-id <id>', 'pay_...')
      .option('--razorpay-order-id <id>', 'order_...')
      .option('--razorpay-signature <hex>', 'the 64-hex signature')
      .option('--payu-transaction-id <id>', 'the PayU transaction id')
      .option('--payu-payment-id <id>', "PayU's payment id")
      .option('--payu-hash <hex>', 'the 128-hex hash'),
  examples: [
    'attar checkout verify PY0000000001 --order OD00000000001',
    'attar checkout verify --provider RAZORPAY --order OD00000000001 --razorpay-payment-id pay_ABCDEFGHIJKLMN --razorpay-order-id order_ABCDEFGHIJKLMN --razorpay-signature <hex>',
  ],
  actions: ['payment.verify', 'payment.verifyRazorpay', 'payment.verifyPayu'],
  async run(ctx, o, [paymentId]) {
    const provider = o.provider ?? (o.razorpayPaymentId ? 'RAZORPAY' : o.payuTransactionId ? 'PAYU' : 'UPI');
    let result: Schemas['PaymentResult'];
    if (provider === 'RAZORPAY') {
      if (!o.razorpayPaymentId || !o.razorpayOrderId || !o.razorpaySignature)
        throw usageError(
          'Razorpay needs --razorpay-payment-id, --razorpay-order-id and --razorpay-signature.',
          'usage.missingValue',
        );
      const input = compact({
        orderId: o.order,
        razorpayPaymentId: o.razorpayPaymentId,
        razorpayOrderId: o.razorpayOrderId,
        razorpaySignature: o.razorpaySignature,
      });
      result = await ctx.call('Verifying', () => ctx.client.payment.verifyRazorpay(input));
    } else if (provider === 'PAYU') {
      if (!o.payuTransactionId) throw usageError('PayU needs --payu-transaction-id.', 'usage.missingValue');
      const input = compact({
        transactionId: o.payuTransactionId,
        orderId: o.order,
        payuPaymentId: o.payuPaymentId,
        hash: o.payuHash,
      });
      result = await ctx.call('Verifying', () => ctx.client.payment.verifyPayu(input));
    } else {
      if (!paymentId) throw usageError('Pass the payment id (from `attar checkout pay`).', 'usage.missingValue');
      if (!o.order) throw usageError('Pass --order ORDER_ID.', 'usage.missingValue');
      const input = compact({
        paymentId: ids.payment(paymentId),
        orderId: o.order,
        signature: o.signature,
        providerReference: o.reference,
      });
      result = await ctx.call('Verifying', () => ctx.client.payment.verify(input));
    }
    ctx.out.result(result, () => {
      const line = `Payment ${result.paymentId} ${result.status}: ${money(result.amount)} by ${result.mode}; order ${result.orderId} ${result.orderStatus}`;
      if (result.status === 'SUCCESS') ctx.out.success(line);
      else ctx.out.line(`${line}${result.failureReason ? ` (${result.failureReason})` : ''}`);
    });
    if (result.status === 'FAILED') {
      throw new CliError(
        `Payment ${result.paymentId} failed${result.failureReason ? `: ${result.failureReason}` : ''}. Retry with \`attar orders retry-payment ${result.orderId} --mode UPI\`.`,
        { code: 'payment.failed' },
      );
    }
  },
});
