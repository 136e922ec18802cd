/** Views of the cart and of price summaries. */
import { sumRupees, type Schemas } from '@attar/sdk';
import { money } from '../format.ts';
import type { Printer } from '../printer.ts';

/** The totals block: subtotal, discounts, shipping, total. */
export function renderSummary(out: Printer, summary: Schemas['PriceSummary'], coupon?: Schemas['AppliedCoupon']): void {
  const saved = sumRupees([summary.discount, summary.couponDiscount]);
  out.fields([
    ['items', String(summary.itemCount)],
    ['MRP', summary.mrpTotal !== undefined && summary.mrpTotal !== summary.subtotal ? money(summary.mrpTotal) : ''],
    ['subtotal', money(summary.subtotal)],
    [
      'coupon',
      coupon
        ? `${coupon.couponCode} -${money(coupon.discount)}`
        : summary.couponDiscount
          ? `-${money(summary.couponDiscount)}`
          : '',
    ],
    ['shipping', summary.shipping ? money(summary.shipping) : 'free'],
    ['total', out.style.bold(money(summary.total))],
    ['you save', saved > 0 ? money(saved) : ''],
  ]);
}

/** The cart: its lines, then its totals. */
export function renderCart(out: Printer, cart: Schemas['Cart']): void {
  if (out.tty) out.line(out.style.dim(`Cart ${cart.checkoutId}`));
  out.table(
    [
      { header: 'CIN', value: (i) => i.cin },
      { header: 'NAME', value: (i) => i.name },
      { header: 'SIZE', value: (i) => i.variantLabel },
      { header: 'QTY', value: (i) => String(i.quantity), right: true },
      { header: 'PRICE', value: (i) => money(i.unitPrice), right: true },
      { header: 'TOTAL', value: (i) => money(i.lineTotal), right: true },
      { header: 'STOCK', value: (i) => (i.inStock ? '' : 'sold out') },
    ],
    cart.items,
    'Your cart is empty.',
  );
  if (cart.items.length === 0 || !out.tty) return;
  for (const item of cart.items.filter((i) => i.customizationCharges?.length)) {
    const entries = item.customizationCharges!.map((c) => `${c.label}: ${c.value}${c.price > 0 ? ` (+${money(c.price)})` : ''}`);
    out.line(out.style.dim(`${item.cin} · ${entries.join(', ')}`));
  }
  out.line();
  renderSummary(out, cart.summary, cart.coupon);
}
