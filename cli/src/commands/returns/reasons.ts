/** Flags shared by `returns return` and `returns replace`, and the terms the shipment's order states. */
import { basename, extname } from 'node:path';
import type { Command } from 'commander';
import type { Schemas } from '@attar/sdk';
import { returnsRequestReturnInput, ReturnReasonCodeRule } from '@attar/sdk/rules';
import { ids, oneOf, ranged, ruledInt } from '../../command.ts';
import type { CommandContext } from '../../context.ts';
import { usageError } from '../../errors.ts';

export interface AfterSaleOptions {
  reason: Schemas['ReturnReasonCode'];
  description: string;
  quantity: number;
  of: number;
  policy?: string;
  proof?: string;
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
    .option('--policy <id>', 'the policy it falls under (default: the one the order names), e.g. PO00002', ids.policy)
    .option('--proof <file>', 'a photo of the receipt or of the damage (.jpg, .png, .webp or .pdf; sent as multipart)');

const PROOF_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Reads `--proof`; an unknown kind or an unreadable file is a usage error (nothing is sent). */
async function readProof(ctx: CommandContext, path: string): Promise<File> {
  const type = PROOF_TYPES[extname(path).toLowerCase()];
  if (!type) throw usageError(`--proof ${path}: use a .jpg, .png, .webp or .pdf file.`, 'usage.badProof');
  const read = ctx.deps.readFile ?? (async (p: string) => new Uint8Array(await (await import('node:fs/promises')).readFile(p)));
  try {
    return new File([(await read(path)) as Uint8Array<ArrayBuffer>], basename(path), { type });
  } catch (cause) {
    throw usageError(
      `--proof ${path}: cannot read it (${cause instanceof Error ? cause.message : String(cause)}).`,
      'usage.badProof',
    );
  }
}

/**
 * The policy and proof a request carries: `--policy`, or the one the shipment's order names for this
 * kind of request (`afterSaleTerms`; none before delivery: a usage error), and the `--proof` file. The
 * shop says if proof is missing.
 */
export async function afterSaleTerms(
  ctx: CommandContext,
  o: AfterSaleOptions,
  fulfillmentId: string,
  type: 'RETURN' | 'REPLACEMENT',
): Promise<{ policyId: string; proof?: File }> {
  const proof = o.proof ? await readProof(ctx, o.proof) : undefined;
  let policyId = o.policy;
  if (!policyId) {
    const { order } = await ctx.call('Reading the shipment’s terms', () => ctx.client.orders.getByFulfillment({ fulfillmentId }));
    const shipment = order.fulfillments.find((f) => f.fulfillmentId === fulfillmentId);
    policyId = shipment?.afterSaleTerms?.find((t) => t.type === type)?.policyId;
    if (!policyId)
      throw usageError(
        `Shipment ${fulfillmentId} has no ${type === 'RETURN' ? 'return' : 'replacement'} terms yet (not delivered); pass --policy to ask anyway.`,
        'usage.noTerms',
      );
  }
  return { policyId, ...(proof ? { proof } : {}) };
}

export const fulfillmentArg = {
  name: '<fulfillmentId>',
  description: 'the delivered fulfillment, e.g. FL00000000001 (see `orders show`)',
};
export const fulfillment = ids.fulfillment;
