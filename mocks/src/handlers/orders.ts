/** Handlers of the orders domain: placeholder until the domain lands. */
import type { ActionHandlers } from '../core/context.ts';

export const orderHandlers = {} satisfies Partial<ActionHandlers>;
