/**
 * What other domains may ask of orders. Owned by the orders domain; the signatures are the agreement
 * between domains, the bodies are the orders domain's to write.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import { toOrder } from './view.ts';

export interface FulfillmentView {
  buyerId: string;
  /** The order as of the shop's clock (tracking advanced). */
  order: Schemas['Order'];
  fulfillment: Schemas['Fulfillment'];
}

/** A fulfillment with its order, as of now; undefined when unknown. */
export function findFulfillment(shop: Shop, fulfillmentId: string): FulfillmentView | undefined {
  const orderId = shop.state.orders.fulfillmentIndex[fulfillmentId];
  const record = orderId ? shop.state.orders.byId[orderId] : undefined;
  if (!record) return undefined;
  const order = toOrder(shop, record);
  const fulfillment = order.fulfillments.find((f) => f.fulfillmentId === fulfillmentId);
  return fulfillment ? { buyerId: record.buyerId, order, fulfillment } : undefined;
}
