/** The sizes of a perfume as a radio group (arrow keys move between them, as radios do). */
import { useId } from 'react';
import type { Schemas } from '@attar/sdk';
import { formatINR } from '@attar/sdk';

type Variant = Schemas['Variant'];

export function VariantPicker({
  variants,
  value,
  onChange,
}: {
  variants: readonly Variant[];
  value: string;
  onChange: (cin: string) => void;
}) {
  const name = useId();
  const sorted = [...variants].sort((a, b) => a.sizeMl - b.sizeMl);
  return (
    <fieldset className="pdp-variants">
      <legend>Size</legend>
      <div className="pdp-variant-options">
        {sorted.map((v) => (
          <label key={v.cin} className={v.inStock ? 'pdp-variant' : 'pdp-variant is-soldout'}>
            <input type="radio" name={name} value={v.cin} checked={v.cin === value} onChange={() => onChange(v.cin)} />
            <span className="pdp-variant-size">{v.label}</span>
            <span className="pdp-variant-price">{v.inStock ? formatINR(v.price) : 'Sold out'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
