/**
 * What the payment step keeps across a reload, per order, in sessionStorage: the open payment session
 * (its ids, amount, UPI link and collect request: never card details) and the last failure's reason.
 * The server stays the judge: a remembered session is used only while the order still waits for it.
 */
import type { PaymentMode, PaymentSession } from './payment-driver.ts';

export interface PaymentMemory {
  session?: PaymentSession;
  failure?: { mode: PaymentMode; reason?: string };
}

const keyOf = (orderId: string) => `attar.payment.${orderId}`;

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined; // storage switched off: the step still works, it only forgets on reload
  }
}

/** What was remembered for the order, if anything (an unreadable entry is forgotten). */
export function recallPayment(orderId: string): PaymentMemory {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(keyOf(orderId)) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as PaymentMemory) : {};
  } catch {
    return {};
  }
}

/** Remembers the open session or the failure (one replaces the other); `undefined` forgets the order. */
export function rememberPayment(orderId: string, memory: PaymentMemory | undefined): void {
  try {
    if (memory && (memory.session || memory.failure)) storage()?.setItem(keyOf(orderId), JSON.stringify(memory));
    else storage()?.removeItem(keyOf(orderId));
  } catch {
    // full or switched off: nothing to do
  }
}
