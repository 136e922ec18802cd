/** A shipment's tracking as an ordered list, oldest first; the latest step is marked as the current one. */
import type { Schemas } from '@attar/sdk';
import { formatDateTime } from '../../lib/ist-dates.ts';
import { STATUS_LABEL } from './order-format.ts';

export function TrackingTimeline({ events, label }: { events: readonly Schemas['TrackingEvent'][]; label: string }) {
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
