/** Flags shared by `returns return` and `returns replace`. */
import type { Command } from 'commander';
import type { Schemas } from '@attar/sdk';
import { returnsRequestReturnInput, ReturnReasonCodeRule } from '@attar/sdk/rules';
import { ids, oneOf, ranged, ruledInt } from '../../command.ts';

export interface AfterSaleOptions {
  reason: Schemas['ReturnReasonCode'];
  description: string;
  quantity: number;
  of: number;
  policy?: string;
}

// the return's quantity rules; a replacement's (replaceQuantity) are the same in the contract
export const afterSaleOptions = (c: Command) =>
  c
    .requiredOption('--reason <code>', ranged('why', ReturnReasonCodeRule), oneOf('--reason', ReturnReasonCodeRule.enum))
    .requiredOption('--description <text>', 'what happened')
    .option(
      '-q, --quantity <n>',
      ranged('how many to send back', returnsRequestReturnInput.returnQuantity),
      ruledInt('--quantity', returnsRequestReturnInput.returnQuantity),
      1,
    )
    .option(
      '--of <n>',
      ranged('how many were delivered (default: the quantity)', returnsRequestReturnInput.actualQuantity),
      ruledInt('--of', returnsRequestReturnInput.actualQuantity),
    )
    .option('--policy <id>', 'the policy it falls under, e.g. PO00002', ids.policy);

export const fulfillmentArg = {
  name: '<fulfillmentId>',
  description: 'the delivered fulfillment, e.g. FL00000000001 (see `orders show`)',
};
export const fulfillment = ids.fulfillment;
