/** The wishlist: list, add (idempotent) and remove. */
import type { ActionHandlers } from '../../core/context.ts';
import { addToWishlist, removeFromWishlist, wishlistContents, wishlistUpdate } from '../../shop/accounts/wishlist.ts';
import { me } from './common.ts';

export const wishlistHandlers = {
  wishlistList: ({ shop, caller }) => wishlistContents(shop, me({ shop, caller }).buyerId),

  wishlistAdd: ({ shop, caller, input, reply }) => {
    const buyerId = me({ shop, caller }).buyerId;
    const added = addToWishlist(shop, buyerId, input.wishList.productId);
    reply.message = added ? 'Added to wishlist' : 'Already on your wishlist';
    return wishlistUpdate(shop, buyerId);
  },

  wishlistRemove: ({ shop, caller, input, reply }) => {
    const buyerId = me({ shop, caller }).buyerId;
    const removed = removeFromWishlist(shop, buyerId, input.productId);
    reply.message = removed ? 'Removed from wishlist' : 'It was not on your wishlist';
    return wishlistUpdate(shop, buyerId);
  },
} satisfies Partial<ActionHandlers>;
