/**
 * Cart slice: the buyers' carts and buy-now checkouts, guest carts and (when switched on) guest
 * orders, saved custom-product drafts, quote requests, product enquiries and the store's coupons.
 * Plain JSON only: ids and ISO timestamps, no classes, no Dates.
 */
import type { Schemas } from '@attar/sdk';

/** One line of a cart: what the buyer chose. Prices are looked up when the cart is priced. */
export interface CartLine {
  cin: string;
  quantity: number;
  offer?: string;
  custom?: boolean;
  customType?: string;
  customization?: Schemas['Customization'][];
  paymentMode?: Schemas['PaymentMode'];
}

/** A buyer's cart (one per buyer, stable checkoutId) or a one-item buy-now checkout. */
export interface CheckoutRecord {
  checkoutId: string;
  buyerId: string;
  kind: 'cart' | 'buyNow';
  lines: CartLine[];
  /** Code of the coupon applied at review (dropped when it no longer applies). */
  coupon?: string;
  paymentMode?: Schemas['PaymentMode'];
  shippingAddress?: Schemas['Address'];
  billingAddress?: Schemas['Address'];
  updatedAt: string;
  /** Buy-now checkouts stay open until then. */
  expiresAt?: string;
}

/** A guest's cart, kept for 7 days from the first add. */
export interface GuestSession {
  guestId: string;
  checkOutId: string;
  lines: CartLine[];
  coupon?: string;
  details?: { name: string; email: string; mobile: string };
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

/** A guest order (only when guest checkout is switched on), with the lines it was placed with. */
export interface GuestOrderRecord {
  guestId: string;
  order: Schemas['Order'];
  lines: Schemas['OrderLine'][];
  /** Stock taken at placement, given back on cancel. */
  stockTaken: Array<{ cin: string; quantity: number }>;
  invoice?: Schemas['GuestInvoice'];
}

/** A payment opened for a guest order. */
export interface GuestPaymentRecord {
  paymentId: string;
  guestId: string;
  orderId: string;
  mode: Schemas['PaymentMode'];
  amount: number;
  status: Schemas['PaymentStatus'];
  providerOrderId?: string;
  createdAt: string;
  expiresAt: string;
}

/** A coupon of the store (the same list the accounts domain shows in the buyer's coupons). */
export interface CouponRecord {
  couponCode: string;
  description: string;
  discountType: 'PERCENT' | 'FLAT';
  /** Percent for PERCENT, rupees for FLAT. */
  discountValue: number;
  maxDiscount?: number;
  minOrderValue: number;
  validFrom: string;
  validTo: string;
}

export interface CartSlice {
  cart: {
    /** Guest checkout is off on this store (docs/product-rules.md 1); tests and demos may switch it on. */
    guestCheckoutEnabled: boolean;
    /** The quotes feature is off on this store (docs/product-rules.md 1). */
    quotesEnabled: boolean;
    coupons: CouponRecord[];
    /** The buyer's cart by buyerId. */
    carts: Record<string, CheckoutRecord>;
    /** Open buy-now checkouts by checkoutId. */
    buyNow: Record<string, CheckoutRecord>;
    guests: Record<string, GuestSession>;
    guestOrders: Record<string, GuestOrderRecord>;
    guestPayments: Record<string, GuestPaymentRecord>;
    /** Custom-product drafts by buyerId. */
    drafts: Record<string, Schemas['CustomProductDraft'][]>;
    /** Quote requests by buyerId. */
    quotes: Record<string, Schemas['EcommerceQuote'][]>;
    enquiries: Schemas['ProductEnquiry'][];
  };
}
