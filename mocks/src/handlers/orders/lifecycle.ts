/**
 * Orders: create from the checkout, retry payment, cancel, the list views and the detail reads.
 *
 * Cancel rule (docs/product-rules.md §9, buyer.yaml `ordersCancel`): an order, or one shipment of it
 * (`type: F`), can be cancelled while it is unpaid; a paid order cannot (409 `order.notCancellable`).
 */
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { cancelOrder } from '../../shop/orders/cancel.ts';
import { createOrderFromCheckout } from '../../shop/orders/create.ts';
import { retryPayment } from '../../shop/orders/payments.ts';
import { paymentHandoff } from '../../shop/orders/place.ts';
import { listOrders, ownFulfillment, ownOrder, toOrder } from '../../shop/orders/view.ts';

export const orderLifecycleHandlers = {
  /** Creates the order from the checkout; a repeat with the same idempotency key replays the first. */
  ordersCreate: (ctx) => {
    const { order, replayed } = createOrderFromCheckout(ctx.shop, requireBuyer(ctx), ctx.input, ctx.scenario);
    ctx.reply.message = replayed ? 'Order already created: this is the order your first request placed' : 'Order created';
    return { order: toOrder(ctx.shop, order), payment: paymentHandoff(order), replayed };
  },
  /** A new payment window with another payment mode, for an order not yet paid. */
  ordersRetryPayment: (ctx) => {
    const order = retryPayment(ctx.shop, requireBuyer(ctx), ctx.input);
    ctx.reply.message = 'Payment retry started';
    return { order: toOrder(ctx.shop, order), payment: paymentHandoff(order) };
  },
  /** Cancels the unpaid order or one shipment of it (see the rule above). */
  ordersCancel: (ctx) => {
    const { order, message } = cancelOrder(ctx.shop, requireBuyer(ctx), ctx.input);
    ctx.reply.message = message;
    return toOrder(ctx.shop, order);
  },
  ordersList: (ctx) => listOrders(ctx.shop, requireBuyer(ctx), 'all', ctx.input),
  ordersListActive: (ctx) => listOrders(ctx.shop, requireBuyer(ctx), 'active', ctx.input),
  ordersListCompleted: (ctx) => listOrders(ctx.shop, requireBuyer(ctx), 'completed', ctx.input),
  ordersListCancelled: (ctx) => listOrders(ctx.shop, requireBuyer(ctx), 'cancelled', ctx.input),
  ordersListPast: (ctx) => listOrders(ctx.shop, requireBuyer(ctx), 'past', ctx.input),
  ordersGet: (ctx) => toOrder(ctx.shop, ownOrder(ctx.shop, requireBuyer(ctx), ctx.input.orderId)),
  ordersGetByFulfillment: (ctx) => {
    const { order } = ownFulfillment(ctx.shop, requireBuyer(ctx), ctx.input.fulfillmentId);
    return { fulfillmentId: ctx.input.fulfillmentId, order: toOrder(ctx.shop, order) };
  },
} satisfies Partial<ActionHandlers>;
