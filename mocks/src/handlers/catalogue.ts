/**
 * Handlers of the catalogue domain: product pages, listings and rails, delivery checks and store
 * lookups (16 actions). One file per resource under ./catalogue/.
 */
import type { ActionHandlers } from '../core/context.ts';
import { deliveryHandlers } from './catalogue/delivery.ts';
import { listingHandlers } from './catalogue/listing.ts';
import { productHandlers } from './catalogue/products.ts';
import { storeHandlers } from './catalogue/store.ts';

export const catalogueHandlers = {
  ...productHandlers,
  ...listingHandlers,
  ...deliveryHandlers,
  ...storeHandlers,
} satisfies Partial<ActionHandlers>;
