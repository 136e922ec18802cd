/** One cart line: picture, name and size, unit price, quantity stepper, line total and remove. */
import { productRoute } from '@attar/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { Price } from '../../components/ui/price.tsx';
import { QuantityRule } from '@attar/sdk/rules';
import { QuantityStepper } from './quantity-stepper.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { CustomizationList } from '../../components/ui/customization-list.tsx';

export interface CartLineProps {
  item: Schemas['CartItem'];
  /** Resolve to an error message, or undefined when the server took the change. */
  onQuantity: (cin: string, quantity: number) => Promise<string | undefined>;
  onRemove: (cin: string) => Promise<string | undefined>;
}

export function CartLine({ item, onQuantity, onRemove }: CartLineProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const label = `${item.name} ${item.variantLabel}`;

  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    setProblem(undefined);
    const message = await work();
    setProblem(message);
    setBusy(false);
  };

  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <Picture className="cart-line-image" image={item.image} alt={item.image.altText} sizes="96px" width={96} height={96} />
      <div className="cart-line-body">
        <h3 className="cart-line-name">
          <Link to={productRoute(item)}>{item.name}</Link>
        </h3>
        <p className="cart-line-variant">{item.variantLabel}</p>
        <p className="cart-line-unit">
          <span className="visually-hidden">Price each: </span>
          <Price amount={item.unitPrice} mrp={item.mrp} />
          <span className="cart-line-each" aria-hidden="true">
            {' '}
            each
          </span>
        </p>
        {!item.inStock ? <p className="cart-line-warning">Not enough stock for this quantity.</p> : null}
        <CustomizationList className="cart-line-custom" charges={item.customizationCharges} customization={item.customization} />
      </div>
      <div className="cart-line-actions">
        <QuantityStepper
          itemLabel={label}
          value={item.quantity}
          max={QuantityRule.maximum}
          disabled={busy}
          onChange={(next) => void run(() => onQuantity(item.cin, next))}
        />
        <p className="cart-line-total">
          <span className="visually-hidden">Line total: </span>
          <Price amount={item.lineTotal} />
        </p>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => void run(() => onRemove(item.cin))}
          aria-label={`Remove ${label} from the cart`}
        >
          Remove
        </button>
      </div>
      {problem ? (
        <p className="cart-line-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
