/**
 * A shipment's tracking as an ordered list, oldest first; the latest step is marked as the current one.
 * Once the order is paid, the payment's own steps (waiting for it, a failed try) are history the
 * payment line already tells: the tracking starts at the order placed.
 */
import type { Schemas } from '@attar/sdk';
import { formatDateTime } from '../../lib/ist-dates.ts';
import { STATUS_LABEL } from './order-format.ts';

type TrackingEvent = Schemas['TrackingEvent'];
const PAYMENT_STEPS: ReadonlyArray<TrackingEvent['status']> = ['PAYMENT_PENDING', 'PAYMENT_FAILED'];

/** The steps a shopper is shown: without the payment's once the order is paid. */
export const shownSteps = (events: readonly TrackingEvent[], paid: boolean): readonly TrackingEvent[] =>
  paid ? events.filter((e) => !PAYMENT_STEPS.includes(e.status)) : events;

export function TrackingTimeline({
  events: all,
  label,
  paid,
}: {
  events: readonly TrackingEvent[];
  label: string;
  /** The order's payment succeeded. */
  paid: boolean;
}) {
  const events = shownSteps(all, paid);
  if (events.length === 0) return <p className="muted">No tracking updates yet.</p>;
  const last = events.length - 1;
  return (
    <ol className="timeline" aria-label={label}>
      {events.map((event, index) => (
        <li
          key={`${event.status}-${event.at}`}
          className={index === last ? 'timeline-step timeline-current' : 'timeline-step'}
          aria-current={index === last ? 'step' : undefined}
        >
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-status">{STATUS_LABEL[event.status]}</span>
          <span className="timeline-label">{event.label}</span>
          <span className="timeline-meta">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.location ? ` · ${event.location}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
