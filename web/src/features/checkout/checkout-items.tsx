/** The lines being bought, compact: picture, name and size, quantity and line total. */
import type { Schemas } from '@attar/sdk';
import { formatINR } from '@attar/sdk';

export function CheckoutItems({ items }: { items: readonly Schemas['CartItem'][] }) {
  return (
    <ul className="checkout-items">
      {items.map((item) => (
        <li key={item.cin}>
          <img src={item.image.url} alt={item.image.altText} width={56} height={56} loading="lazy" />
          <span className="checkout-item-name">
            {item.name} <span className="checkout-item-variant">{item.variantLabel}</span>
            <br />
            <span className="checkout-item-qty">
              Quantity {item.quantity} × {formatINR(item.unitPrice)}
            </span>
          </span>
          <span className="checkout-item-total">{formatINR(item.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
