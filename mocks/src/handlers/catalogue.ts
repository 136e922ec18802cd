/** Handlers of the catalogue domain: placeholder until the domain lands. */
import type { ActionHandlers } from '../core/context.ts';

export const catalogueHandlers = {} satisfies Partial<ActionHandlers>;
