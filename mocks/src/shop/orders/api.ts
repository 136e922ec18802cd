/**
 * What other domains may ask of orders. Owned by the orders domain; the signatures are the agreement
 * between domains, the bodies are the orders domain's to write.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';

export interface FulfillmentView {
  buyerId: string;
  /** The order as of the shop's clock (tracking advanced). */
  order: Schemas['Order'];
  fulfillment: Schemas['Fulfillment'];
}

const notYet = (name: string): never => {
  throw new Error(`orders.${name} is not implemented yet`);
};

/** A fulfillment with its order, as of now; undefined when unknown. */
export function findFulfillment(_shop: Shop, _fulfillmentId: string): FulfillmentView | undefined {
  return notYet('findFulfillment');
}
