/** Handlers of the cart domain: placeholder until the domain lands. */
import type { ActionHandlers } from '../core/context.ts';

export const cartHandlers = {} satisfies Partial<ActionHandlers>;
