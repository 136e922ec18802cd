/** Content slice: placeholder until the content domain lands. */
import type { CatalogueSlice } from '../catalogue/state.ts';
import type { SeedContext } from '../seed-context.ts';

export interface ContentSlice {
  content: Record<string, never>;
}

export function createContentSlice(_ctx: SeedContext & { catalogue: CatalogueSlice }): ContentSlice {
  return { content: {} };
}
