/** The `offerCodeStrip` block: a one-line offer with its coupon code and a copy button. */
import { useState } from 'react';
import type { BlockProps } from '../types.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { Icon } from './parts/icons.tsx';
import './blocks.css';

export function OfferCodeStripBlock({ block }: BlockProps<'offerCodeStrip'>) {
  const element = block.elements[0];
  const [copied, setCopied] = useState(false);
  if (!element || !textOf(element.fields.text)) return null;
  const code = textOf(element.fields.couponCode);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <aside className="offer-strip" aria-label="Offer" {...elementProps(element)}>
      <p className="offer-strip-text">{textOf(element.fields.text)}</p>
      {code ? (
        <p className="offer-strip-code">
          Use code <strong>{code}</strong>
          <button type="button" className="button button-small button-quiet" onClick={() => void copy()}>
            <Icon name="copy" size={18} />
            Copy code
          </button>
          <span role="status" className="offer-strip-status">
            {copied ? 'Copied' : ''}
          </span>
        </p>
      ) : null}
    </aside>
  );
}
