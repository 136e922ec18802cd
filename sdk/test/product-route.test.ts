/** The product page address, shared by the storefront's router and the mock shop's links. */
import { describe, expect, it } from 'vitest';
import { decodeProductId, encodeProductId, isSlug, productRoute } from '../src/index.ts';

describe('product routes', () => {
  it('encodes an id as unpadded base64url and decodes it back, with or without padding', () => {
    expect(encodeProductId('PR00012')).toBe('UFIwMDAxMg');
    for (let n = 0; n < 100_000; n += 997) {
      const id = `PR${String(n).padStart(5, '0')}`;
      expect(decodeProductId(encodeProductId(id))).toBe(id);
    }
    expect(decodeProductId('UFIwMDAxMg==')).toBe('PR00012');
    expect(productRoute({ slug: 'oud-noir', productId: 'PR00012' })).toBe('/p/oud-noir/UFIwMDAxMg');
  });

  it('refuses what is not a product id', () => {
    for (const bad of [
      undefined,
      '',
      'UFIwMDAxMg=x',
      '!!!',
      encodeProductId('PR0001'),
      encodeProductId('XX00012'),
      encodeProductId('PR000123'),
      'a'.repeat(3),
    ]) {
      expect(decodeProductId(bad), String(bad)).toBeUndefined();
    }
  });

  it('knows a slug by the catalogue rule', () => {
    expect(isSlug('oud-noir')).toBe(true);
    for (const bad of [undefined, '', 'Oud', 'oud--noir', '-oud', 'a'.repeat(121)]) expect(isSlug(bad), String(bad)).toBe(false);
  });
});
