/** Helpers shared by the accounts handlers. */
import type { Caller } from '../../core/context.ts';
import { requireBuyer } from '../../core/context.ts';
import type { Shop } from '../../shop/shop.ts';
import { requireBuyerRecord } from '../../shop/accounts/buyers.ts';
import type { BuyerRecord, IdentityType } from '../../shop/accounts/state.ts';

/** The signed-in caller's buyer record (401 for a guest or a buyer that no longer exists). */
export function me(ctx: { shop: Shop; caller: Caller }): BuyerRecord {
  return requireBuyerRecord(ctx.shop, requireBuyer(ctx));
}

/** "Email" or "Mobile number", for reply messages. */
export const identityWord = (type: IdentityType): string => (type === 'EMAIL' ? 'Email' : 'Mobile number');
