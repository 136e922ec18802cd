/** Flags shared by `returns return` and `returns replace`. */
import type { Command } from 'commander';
import { ids, int, matching, oneOf } from '../../command.ts';

export const REASONS = ['DAMAGED_IN_TRANSIT', 'MANUFACTURING_DEFECT', 'WRONG_ITEM', 'LEAKAGE', 'MISSING_ITEM'] as const;

export interface AfterSaleOptions {
  reason: (typeof REASONS)[number];
  description: string;
  quantity: number;
  of: number;
  policy?: string;
}

export const afterSaleOptions = (c: Command) =>
  c
    .requiredOption('--reason <code>', REASONS.join(' | '), oneOf('--reason', REASONS))
    .requiredOption('--description <text>', 'what happened')
    .option('-q, --quantity <n>', 'how many to send back', int('--quantity', 1, 99), 1)
    .option('--of <n>', 'how many were delivered (default: the quantity)', int('--of', 1, 99))
    .option('--policy <id>', 'the policy it falls under, e.g. PO00002', matching('a policy id', /^PO[0-9]{5}$/, 'PO00002'));

export const fulfillmentArg = { name: '<fulfillmentId>', description: 'the delivered fulfillment, e.g. FL00000000001 (see `orders show`)' };
export const fulfillment = ids.fulfillment;
