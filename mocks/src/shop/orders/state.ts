/**
 * Orders slice: orders with their fulfillments, payment sessions, after-sale requests and the order
 * service's price quotes. Only facts are stored (when the order was paid, cancelled, returned); the
 * tracking status is derived from them and the shop's clock on every read (tracking.ts).
 */
import type { Schemas } from '@attar/sdk';

export type PaymentMode = Schemas['PaymentMode'];
export type PaymentStatus = Schemas['PaymentStatus'];

/** A return or replacement asked for on a delivered fulfillment. */
export interface AfterSaleRecord {
  requestId: string;
  type: 'RETURN' | 'REPLACEMENT';
  reasonCode: string;
  reasonDesc: string;
  quantity: number;
  /** Rupees refunded once the return is approved (returns only). */
  refundAmount?: number;
  createdAt: string;
  /**
   * Set when the inspection finds the item does not qualify: the request is then REJECTED, with these
   * words for the buyer, when it would otherwise have been approved (tracking.ts).
   */
  rejectionReason?: string;
}

/** One shipment of an order. */
export interface FulfillmentRecord {
  fulfillmentId: string;
  lines: Schemas['OrderLine'][];
  /** Hours added to every stage after PLACED (engraved items are made to order). */
  delayHours: number;
  courier: string;
  /** Given at creation, shown once the shipment leaves the warehouse. */
  trackingNumber: string;
  cancelled?: { at: string; reason: string; refundAmount?: number };
  afterSale?: AfterSaleRecord;
  refundAccount?: Schemas['RefundAccount'];
}

/** A payment window handed to the client (`OrderPaymentHandoff`): one per create or retry. */
export interface PaymentAttempt {
  attemptNo: number;
  mode: PaymentMode;
  pinfo: string;
  createdAt: string;
  payBefore: string;
}

/** A payment session opened with `payment.initiate`. */
export interface PaymentRecord {
  paymentId: string;
  orderId: string;
  buyerId: string;
  attemptNo: number;
  mode: PaymentMode;
  amount: number;
  status: PaymentStatus;
  createdAt: string;
  expiresAt: string;
  upi?: { intentUri: string; collectReference: string; payeeVpa: string; payerVpa?: string };
  /** Status checks a collect request has had (the mock's bank answers on the second). */
  collectChecks?: number;
  /** The newer payment of the order that closed this one while it was open. */
  supersededBy?: string;
  gateway?: { provider: 'RAZORPAY' | 'PAYU'; providerOrderId: string; keyId?: string; redirectUrl?: string };
  providerReference?: string;
  failureReason?: string;
  paidAt?: string;
}

export interface OrderRecord {
  orderId: string;
  buyerId: string;
  checkoutId: string;
  idempotencyKey: string;
  placedAt: string;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  paidAt?: string;
  /** The payment session that paid the order. */
  paymentId?: string;
  coupon?: Schemas['AppliedCoupon'];
  summary: Schemas['PriceSummary'];
  deductions: Schemas['Adjustment'][];
  additions: Schemas['Adjustment'][];
  deliveryAddress: Schemas['Address'];
  billingAddress: Schemas['Address'];
  fulfillments: FulfillmentRecord[];
  attempts: PaymentAttempt[];
  /** Payment events before the order was placed (created, failed, retried). */
  paymentEvents: Schemas['TrackingEvent'][];
  /** Set when the buyer cancelled the whole order. */
  cancelled?: { at: string; reasonCode?: string; reasonDesc: string };
  /** Whether placing the order took catalogue stock (given back on cancel). */
  stockTaken: boolean;
}

export interface QuoteRecord {
  quoteId: string;
  buyerId: string;
  quoteTitle?: string;
  quoteDesc?: string;
  quoteStatus?: Schemas['QuoteStatus'];
  clientNotes: Schemas['QuoteClientNote'][];
  billingAddress?: Schemas['Address'];
  shippingAddress?: Schemas['Address'];
  items: Schemas['QuoteItem'][];
  revisions: Schemas['QuoteRevision'][];
  createdAt: string;
  submittedAt?: string;
  updatedAt: string;
}

export interface OrdersState {
  byId: Record<string, OrderRecord>;
  /** fulfillmentId -> orderId. */
  fulfillmentIndex: Record<string, string>;
  /** `${buyerId}:${idempotencyKey}` -> the order that key created. */
  idempotency: Record<string, { orderId: string; checkoutId: string }>;
  payments: Record<string, PaymentRecord>;
  quotes: Record<string, QuoteRecord>;
  /** The store's quotes feature; off as the spec declares (every quote call is a 403). */
  quotesEnabled: boolean;
}

export interface OrdersSlice {
  orders: OrdersState;
}
