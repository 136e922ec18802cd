/** Accounts slice: placeholder until the accounts domain lands. */
import type { CatalogueSlice } from '../catalogue/state.ts';
import type { SeedContext } from '../seed-context.ts';

export interface AccountsSlice {
  accounts: Record<string, never>;
}

export function createAccountsSlice(_ctx: SeedContext & { catalogue: CatalogueSlice }): AccountsSlice {
  return { accounts: {} };
}
