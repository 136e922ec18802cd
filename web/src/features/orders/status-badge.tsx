/** An order or shipment status as a coloured word (the word carries the meaning, not the colour). */
import type { Schemas } from '@attar/sdk';
import { STATUS_LABEL, statusTone } from './order-format.ts';

export function StatusBadge({ status, prefix }: { status: Schemas['OrderStatus']; prefix?: string }) {
  return (
    <span className={`status-badge status-${statusTone(status)}`}>
      {prefix ? <span className="visually-hidden">{prefix} </span> : null}
      {STATUS_LABEL[status]}
    </span>
  );
}
