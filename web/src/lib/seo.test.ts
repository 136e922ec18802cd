import { describe, expect, it } from 'vitest';
import { fillRoute } from './seo.ts';

describe('route placeholders in page titles', () => {
  it('fills a template page’s placeholders from the route', () => {
    expect(fillRoute('{categoryName} perfumes | Attar House', { categoryName: 'For Him', categoryId: 'CA00001' })).toBe(
      'For Him perfumes | Attar House',
    );
  });

  it('leaves text without placeholders, and placeholders the route lacks, as they are', () => {
    expect(fillRoute('About us', { categoryName: 'For Him' })).toBe('About us');
    expect(fillRoute('{brandName} perfumes', {})).toBe('{brandName} perfumes');
    expect(fillRoute(undefined, {})).toBeUndefined();
  });
});
