/** The items of a shipment: picture, name (linking to the perfume), size, quantity, personalisation and prices. */
import { productRoute } from '@attar/sdk';
import { Link } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { Price } from '../../components/ui/price.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { CustomizationList } from '../../components/ui/customization-list.tsx';

export function OrderLines({ lines }: { lines: readonly Schemas['OrderLine'][] }) {
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.cin} className="order-line">
          <Picture image={line.image} alt={line.image.altText} sizes="80px" width={80} height={80} />
          <div className="order-line-body">
            <Link to={productRoute(line)} className="order-line-name">
              {line.name}
            </Link>
            <span className="muted">
              {line.variantLabel} · Qty {line.quantity} × <Price amount={line.unitPrice} />
            </span>
            <CustomizationList charges={line.customizationCharges} />
            {line.onSale ? <span className="tag">Bought on sale: not returnable</span> : null}
          </div>
          <span className="order-line-total">
            <span className="visually-hidden">Line total </span>
            <Price amount={line.lineTotal} />
          </span>
        </li>
      ))}
    </ul>
  );
}
