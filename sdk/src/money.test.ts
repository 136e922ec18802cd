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
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
    expect(formatINR(-1299)).toBe('-₹1,299');
    expect(formatINR(-0.4)).toBe('₹0');
  });

  it('writes exactly what Intl.NumberFormat en-IN writes for rupees, without building one', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 1234567890, 99999999999,
    ];
    for (let n = 0; n < 2000; n++) amounts.push(Math.round(Math.random() * 10 ** (1 + (n % 11))) / 100);
    for (const rupees of [...amounts, ...amounts.map((a) => -a)]) {
      // one difference on purpose: an amount that rounds to nothing is ₹0, never Intl's '-₹0'
      expect(formatINR(rupees), String(rupees)).toBe(intl.format(Math.round(toPaise(rupees) / 100) || 0));
    }
  });
});
