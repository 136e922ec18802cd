/** Saved custom-product drafts (engraving, gift notes) of a buyer, kept to order later. */
import { lineTotal, type Schemas } from '@attar/sdk';
import type { HandlerContext } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { requireItem } from './pricing.ts';

type Draft = Schemas['CustomProductDraft'];
type DraftInput = HandlerContext<'draftsSave'>['input'];

/** The buyer's drafts (a live list in the state). */
export function draftsOf(shop: Shop, buyerId: string): Draft[] {
  return (shop.state.cart.drafts[buyerId] ??= []);
}

/** The buyer's draft with this id, or 404 `draft.notFound`. */
export function requireDraft(shop: Shop, buyerId: string, id: string): Draft {
  const draft = draftsOf(shop, buyerId).find((d) => d.id === id);
  if (!draft)
    throw new ShopError(404, 'draft.notFound', `Draft ${id} is not one of your saved drafts.`, {
      fieldErrors: [{ field: 'id', message: 'unknown draft' }],
    });
  return draft;
}

/** Saves a draft: a new one without `id`, a replacement of that draft with it. Priced at today's price. */
export function saveDraft(shop: Shop, buyerId: string, input: DraftInput): Draft {
  const item = requireItem(shop, input.cin);
  const now = shop.nowIso();
  const previous = input.id ? requireDraft(shop, buyerId, input.id) : undefined;
  const quantity = input.quantity ?? 1;
  const draft: Draft = {
    id: previous?.id ?? shop.nextId('DR', 6),
    cin: input.cin,
    productId: item.productId,
    name: input.name ?? `${item.name} ${item.variantLabel}`,
    customType: input.customType,
    customization: input.customization,
    quantity,
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    estimatedPrice: lineTotal(item.price, quantity),
    previewImage: item.image,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
  const drafts = draftsOf(shop, buyerId);
  const index = drafts.findIndex((d) => d.id === draft.id);
  if (index >= 0) drafts[index] = draft;
  else drafts.push(draft);
  return draft;
}

/** The buyer's latest draft of an item, if any. */
export function latestDraftOf(shop: Shop, buyerId: string, cin: string): Draft | undefined {
  return draftsOf(shop, buyerId)
    .filter((d) => d.cin === cin)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id))[0];
}
