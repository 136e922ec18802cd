/** The catalogue slice a fresh shop starts with, built from the seed files beside this one. */
import type { SeedContext } from '../seed-context.ts';
import { buildProducts } from './build-products.ts';
import { BRANDS, CATEGORIES } from './seed-brands.ts';
import { FRAGRANCE_NOTES } from './seed-fragrances.ts';
import { createPolicies } from './seed-policies.ts';
import { createCountries, createRefusedPincodes, createWhatsappSettings } from './seed-store.ts';
import type { CatalogueSlice } from './state.ts';

/** Builds the catalogue from the seed (same seed, same stock, ratings and dates). */
export function createCatalogueSlice(ctx: SeedContext): CatalogueSlice {
  const { products, stats } = buildProducts(ctx);
  return {
    catalogue: {
      categories: CATEGORIES.map((c) => structuredClone(c)),
      brands: BRANDS.map((b) => structuredClone(b)),
      products,
      stats,
      fragrances: FRAGRANCE_NOTES.map((n) => ({ ...n })),
      policies: createPolicies(),
      countries: createCountries(),
      whatsapp: createWhatsappSettings(),
      refusedPincodes: createRefusedPincodes(),
      recentlyViewed: {},
    },
  };
}
