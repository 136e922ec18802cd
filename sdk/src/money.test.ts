import { describe, expect, it } from 'vitest';
import { formatINR, fromPaise, lineTotal, sumRupees, toPaise } from './money.ts';

describe('money', () => {
  it('converts rupees with up to two decimals to integer paise', () => {
    expect(toPaise(1299)).toBe(129900);
    expect(toPaise(1299.5)).toBe(129950);
    expect(toPaise(0.07)).toBe(7);
    expect(fromPaise(129950)).toBe(1299.5);
  });

  it('refuses amounts with more than two decimals or that are not numbers', () => {
    expect(() => toPaise(1.005)).toThrow(RangeError);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Infinity)).toThrow(RangeError);
  });

  it('adds and multiplies without float drift', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([1299.99, 2499.99, 0.02])).toBe(3800);
    expect(lineTotal(1299.5, 3)).toBe(3898.5);
  });

  it('shows whole rupees in the Indian grouping', () => {
    expect(formatINR(1299)).toBe('₹1,299');
    expect(formatINR(129999)).toBe('₹1,29,999');
    expect(formatINR(1299.49)).toBe('₹1,299');
    expect(formatINR(1299.5)).toBe('₹1,300');
    expect(formatINR(0)).toBe('₹0');
  });
});
