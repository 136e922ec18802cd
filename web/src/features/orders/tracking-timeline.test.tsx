// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@attar/sdk';
import { TrackingTimeline } from './tracking-timeline.tsx';

const events: Schemas['TrackingEvent'][] = [
  { status: 'PAYMENT_PENDING', label: 'Order created, waiting for payment', at: '2026-11-15T09:00:00Z' },
  { status: 'PAYMENT_FAILED', label: 'The bank declined the payment', at: '2026-11-15T09:02:00Z' },
  { status: 'PLACED', label: 'Payment received, order placed', at: '2026-11-15T09:05:00Z' },
  { status: 'PACKED', label: 'Packed at the Jaipur warehouse', at: '2026-11-15T15:00:00Z' },
];
const steps = () => within(screen.getByRole('list', { name: 'Tracking' })).getAllByRole('listitem');

afterEach(cleanup);

describe('the tracking timeline', () => {
  it('on a paid order starts at the order placed, not at "Awaiting payment"', () => {
    render(<TrackingTimeline events={events} label="Tracking" paid />);
    expect(steps().map((li) => li.querySelector('.timeline-status')?.textContent)).toEqual(['Placed', 'Packed']);
    expect(steps().at(-1)?.getAttribute('aria-current')).toBe('step');
  });

  it('on an unpaid order shows where the payment stands', () => {
    render(<TrackingTimeline events={events.slice(0, 2)} label="Tracking" paid={false} />);
    expect(steps().map((li) => li.querySelector('.timeline-status')?.textContent)).toEqual([
      'Awaiting payment',
      'Payment failed',
    ]);
  });
});
