/**
 * What other domains may ask of the catalogue. Owned by the catalogue domain; the signatures are the
 * agreement between domains, the bodies are the catalogue's to write.
 */
import type { Schemas } from '@attar/sdk';
import type { Scenario } from '../../core/scenario.ts';
import type { Shop } from '../shop.ts';

export interface VariantMatch {
  product: Schemas['Product'];
  variant: Schemas['Variant'];
}

export interface DeliveryEstimate {
  serviceable: boolean;
  /** Why a pincode is not served. */
  reason?: string;
  courier: string;
  minDays: number;
  maxDays: number;
  /** Shipping is free across India (SPEC.md section 1). */
  shippingCharge: number;
}

const notYet = (name: string): never => {
  throw new Error(`catalogue.${name} is not implemented yet`);
};

/** The product and variant of a cin (cart item id), or undefined. */
export function findVariant(_shop: Shop, _cin: string): VariantMatch | undefined {
  return notYet('findVariant');
}

/** A product by id, or undefined. */
export function findProduct(_shop: Shop, _productId: string): Schemas['Product'] | undefined {
  return notYet('findProduct');
}

/** The card view of a product; `wishlisted` is set when a buyer is given. */
export function productSummary(_shop: Shop, _product: Schemas['Product'], _buyerId?: string): Schemas['ProductSummary'] {
  return notYet('productSummary');
}

/** Whether couriers serve a pincode (the catalogue's refused list plus the scenario's). */
export function deliveryEstimate(_shop: Shop, _pincode: string, _scenario: Scenario): DeliveryEstimate {
  return notYet('deliveryEstimate');
}

/** Takes stock (negative delta) or gives it back; throws a 422 `cart.outOfStock` when short. */
export function adjustStock(_shop: Shop, _cin: string, _delta: number): void {
  notYet('adjustStock');
}

/** Folds a new (or changed: pass the previous) review rating into the product's rating summary. */
export function recordRating(_shop: Shop, _productId: string, _rating: number, _previous?: number): void {
  notYet('recordRating');
}
