/** The lines being bought, compact: picture, name and size, quantity, personalisation and line total. */
import type { Schemas } from '@attar/sdk';
import { formatINR } from '@attar/sdk';
import { Picture } from '../../components/ui/picture.tsx';
import { CustomizationList } from '../../components/ui/customization-list.tsx';

export function CheckoutItems({ items }: { items: readonly Schemas['CartItem'][] }) {
  return (
    <ul className="checkout-items">
      {items.map((item) => (
        <li key={item.cin}>
          <Picture image={item.image} alt={item.image.altText} sizes="56px" width={56} height={56} />
          <span className="checkout-item-name">
            {item.name} <span className="checkout-item-variant">{item.variantLabel}</span>
            <br />
            <span className="checkout-item-qty">
              Quantity {item.quantity} × {formatINR(item.unitPrice)}
            </span>
            <CustomizationList charges={item.customizationCharges} customization={item.customization} />
          </span>
          <span className="checkout-item-total">{formatINR(item.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
