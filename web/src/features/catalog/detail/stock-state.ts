/** What a shopper reads about a size's stock. */
import type { Schemas } from '@attar/sdk';

/** At or below this many left, the page says how many. */
export const LOW_STOCK = 5;

export type StockState = { kind: 'soldOut' } | { kind: 'low'; left: number } | { kind: 'inStock' };

export function stockState(variant: Pick<Schemas['Variant'], 'inStock' | 'stock'>): StockState {
  if (!variant.inStock || variant.stock <= 0) return { kind: 'soldOut' };
  if (variant.stock <= LOW_STOCK) return { kind: 'low', left: variant.stock };
  return { kind: 'inStock' };
}

export const stockText = (state: StockState): string =>
  state.kind === 'soldOut' ? 'Sold out' : state.kind === 'low' ? `Only ${state.left} left` : 'In stock';
