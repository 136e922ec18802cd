/** Handlers of the accounts domain: placeholder until the domain lands. */
import type { ActionHandlers } from '../core/context.ts';

export const accountHandlers = {} satisfies Partial<ActionHandlers>;
