/**
 * A line's personalisation as the shopper reads it, in the cart, the checkout review and the order:
 * each priced entry ("Engrave the bottle: For Meera, +₹199 each"), or, for a line the shop did not
 * price (a frame), its entries as they were sent.
 */
import { formatINR, type Schemas } from '@attar/sdk';

interface Props {
  charges?: readonly Schemas['CustomizationCharge'][] | undefined;
  customization?: readonly Schemas['Customization'][] | undefined;
  className?: string;
}

export function CustomizationList({ charges, customization, className }: Props) {
  const rows = charges?.length
    ? charges.map((c) => ({ label: c.label, value: c.value, price: c.price }))
    : (customization ?? []).map((c) => ({ label: c.name, value: c.value, price: 0 }));
  if (!rows.length) return null;
  return (
    <ul className={['custom-list', className].filter(Boolean).join(' ')} aria-label="Personalisation">
      {rows.map((row) => (
        <li key={`${row.label}-${row.value}`}>
          {row.label}: <span className="custom-list-value">{row.value}</span>
          {row.price > 0 ? <span className="custom-list-price">, +{formatINR(row.price)} each</span> : null}
        </li>
      ))}
    </ul>
  );
}
