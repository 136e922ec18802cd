import { describe, expect, it } from 'vitest';
import { deliveryDay, longDate } from './date-format.ts';

const intlLong = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const intlDelivery = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

describe('dates as the shop writes them', () => {
  it('match Intl en-IN on every day of four years', () => {
    // every day at 20:00 UTC: already the next day in India
    const start = Date.UTC(2025, 0, 1, 20);
    for (let day = 0; day < 4 * 366; day++) {
      const date = new Date(start + day * 86_400_000);
      expect(longDate(date), date.toISOString()).toBe(intlLong.format(date));
      expect(deliveryDay(date), date.toISOString()).toBe(intlDelivery.format(date));
    }
  });

  it('read as expected', () => {
    expect(deliveryDay(new Date('2026-11-26T00:00:00Z'))).toBe('Thu, 26 Nov');
    expect(deliveryDay(new Date('2026-09-03T00:00:00Z'))).toBe('Thu, 3 Sept');
  });
});
