/** Whether each item can be delivered to the chosen pincode, in the catalogue's words (one check per item). */
import type { Schemas } from '@attar/sdk';
import { useAction } from '../../data/use-action.ts';
import { errorMessage } from '../../components/ui/status.tsx';

function ItemCheck({ item, pincode }: { item: Schemas['CartItem']; pincode: string }) {
  const { data, error, isLoading } = useAction('catalogCheckPincode', { pincode, cin: item.cin });
  const label = `${item.name} ${item.variantLabel}`;
  let text = 'Checking delivery…';
  let tone = 'pending';
  if (data) {
    text = data.message;
    tone = data.serviceable ? 'ok' : 'refused';
  } else if (error && !isLoading) {
    text = errorMessage(error);
    tone = 'refused';
  }
  return (
    <li className={`serviceability-${tone}`}>
      <span className="serviceability-item">{label}</span>
      <span>
        {tone === 'refused' ? <span className="visually-hidden">Cannot deliver: </span> : null}
        {text}
      </span>
    </li>
  );
}

export function ItemServiceability({ items, pincode }: { items: readonly Schemas['CartItem'][]; pincode: string }) {
  return (
    <div className="serviceability" aria-live="polite">
      <h3 className="serviceability-title">Delivery to {pincode}</h3>
      <ul>
        {items.map((item) => (
          <ItemCheck key={item.cin} item={item} pincode={pincode} />
        ))}
      </ul>
    </div>
  );
}
