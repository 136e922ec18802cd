import { describe, expect, it } from 'vitest';
import { regionName } from './header-actions.tsx';

describe('regionName', () => {
  it('names the countries the shop sells to without Intl, in either case', () => {
    expect(regionName('IN')).toBe('India');
    expect(regionName('ae')).toBe('United Arab Emirates');
  });

  it('names any other region through Intl.DisplayNames, and keeps a code it cannot name', () => {
    expect(regionName('FR')).toBe('France');
    expect(regionName('JP')).toBe('Japan');
    expect(regionName('not a code')).toBe('not a code');
  });
});
