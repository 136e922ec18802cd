/** Handlers of the content domain: placeholder until the domain lands. */
import type { ActionHandlers } from '../core/context.ts';

export const contentHandlers = {} satisfies Partial<ActionHandlers>;
