/**
 * The `productRail` block: a titled row of up to 10 cards of a category (`CA`) or brand (`B`), as its
 * product data descriptor says; cart and wishlist buttons follow the descriptor's flags.
 */
import type { ActionInput } from '@attar/sdk';
import { useAction } from '../../data/use-action.ts';
import { ProductRail } from '../../features/catalog/product-rail.tsx';
import type { BlockProps } from '../types.ts';
import { linkTarget } from './parts/fields.tsx';

/** Rails show at most this many products (docs/product-rules.md §9). */
export const RAIL_LIMIT = 10;

export function ProductRailBlock({ block }: BlockProps<'productRail'>) {
  const element = block.elements[0];
  const descriptor = element?.productData;
  const live = descriptor !== undefined && descriptor.enabled && !descriptor.loadSampleData;
  const limit = Math.min(descriptor?.dataLimit ?? RAIL_LIMIT, RAIL_LIMIT);
  const input: ActionInput<'catalogQuery'> | null =
    live && descriptor
      ? {
          actionType: descriptor.actionType,
          actionPayload: { id: descriptor.actionPayload.id, name: descriptor.actionPayload.name },
          dataLimit: limit,
          // one page holds the whole rail (the catalogue pages by 8 otherwise)
          pageSize: limit,
        }
      : null;
  const { data, error, mutate } = useAction('catalogQuery', input);
  if (!element || !descriptor || !descriptor.enabled) return null;

  const title = element.fields.title.value || descriptor.actionPayload.name;
  const link = linkTarget(element.fields.viewAllLink);
  return (
    <ProductRail
      title={title}
      // an editor's preview: placeholder cards, nothing fetched
      items={descriptor.loadSampleData ? undefined : data?.items.slice(0, limit)}
      error={error}
      onRetry={() => void mutate()}
      viewAll={link ?? undefined}
      showCart={descriptor.cartEnabled}
      showWishlist={descriptor.wishlistEnabled}
    />
  );
}
