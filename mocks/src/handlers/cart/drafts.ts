/** Saved custom-product drafts: save, read by id, the saved product of an item, list, delete. */
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import { draftsOf, latestDraftOf, requireDraft, saveDraft } from '../../shop/cart/drafts.ts';
import { pageOf } from '../../shop/cart/paging.ts';
import { findVariant, productSummary } from '../../shop/catalogue/api.ts';

export const draftHandlers = {
  draftsSave: (ctx) => {
    const draft = saveDraft(ctx.shop, requireBuyer(ctx), ctx.input);
    ctx.reply.message = ctx.input.id ? 'Draft updated' : 'Draft saved';
    return draft;
  },

  draftsGet: (ctx) => requireDraft(ctx.shop, requireBuyer(ctx), ctx.input.id),

  draftsGetSavedProduct: (ctx) => {
    const buyerId = requireBuyer(ctx);
    const match = findVariant(ctx.shop, ctx.input.cin);
    if (!match)
      throw new ShopError(404, 'product.notFound', `No perfume with item id ${ctx.input.cin} is sold here.`, {
        fieldErrors: [{ field: 'cin', message: 'unknown item' }],
      });
    const draft = latestDraftOf(ctx.shop, buyerId, ctx.input.cin);
    // Every bottle can be engraved or gift-noted, so every perfume is customizable.
    return {
      cin: ctx.input.cin,
      product: productSummary(ctx.shop, match.product, buyerId),
      customizable: true,
      ...(draft ? { draft } : {}),
    };
  },

  draftsList: (ctx) =>
    pageOf(
      draftsOf(ctx.shop, requireBuyer(ctx)),
      ctx.input,
      (d) => d.updatedAt,
      (d) => d.id,
    ),

  draftsClear: (ctx) => {
    const buyerId = requireBuyer(ctx);
    const deletedCount = draftsOf(ctx.shop, buyerId).length;
    ctx.shop.state.cart.drafts[buyerId] = [];
    ctx.reply.message = deletedCount ? 'Drafts deleted' : 'No drafts to delete';
    return { deletedCount };
  },

  draftsRemove: (ctx) => {
    const buyerId = requireBuyer(ctx);
    requireDraft(ctx.shop, buyerId, ctx.input.id);
    const drafts = draftsOf(ctx.shop, buyerId);
    drafts.splice(
      drafts.findIndex((d) => d.id === ctx.input.id),
      1,
    );
    ctx.reply.message = 'Draft deleted';
    return { deletedCount: 1, id: ctx.input.id };
  },
} satisfies Partial<ActionHandlers>;
