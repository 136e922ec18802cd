/**
 * Every action's handler, by domain. The type below proves that the mock handles every action of the
 * spec: adding an action to the spec without a handler does not compile.
 */
import type { ActionHandlers } from '../core/context.ts';
import { accountHandlers } from './accounts.ts';
import { cartHandlers } from './cart.ts';
import { catalogueHandlers } from './catalogue.ts';
import { contentHandlers } from './content.ts';
import { orderHandlers } from './orders.ts';

export const handlers = {
  ...catalogueHandlers,
  ...accountHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...contentHandlers,
} satisfies ActionHandlers;
