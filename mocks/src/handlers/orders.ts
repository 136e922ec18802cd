/** Handlers of the orders domain: orders, payment, after-sale requests and the order service's quotes. */
import type { ActionHandlers } from '../core/context.ts';
import { afterSaleHandlers } from './orders/after-sale.ts';
import { orderLifecycleHandlers } from './orders/lifecycle.ts';
import { paymentHandlers } from './orders/payment.ts';
import { quoteHandlers } from './orders/quotes.ts';

export const orderHandlers = {
  ...orderLifecycleHandlers,
  ...paymentHandlers,
  ...afterSaleHandlers,
  ...quoteHandlers,
} satisfies Partial<ActionHandlers>;
