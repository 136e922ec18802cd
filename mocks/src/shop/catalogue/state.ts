/** Catalogue slice: placeholder until the catalogue domain lands. */
import type { SeedContext } from '../seed-context.ts';

export interface CatalogueSlice {
  catalogue: Record<string, never>;
}

export function createCatalogueSlice(_ctx: SeedContext): CatalogueSlice {
  return { catalogue: {} };
}
