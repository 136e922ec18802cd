/** The guest cart's ids: from `--guest` / `--checkout`, else those the profile remembered. */
import type { Command } from 'commander';
import { GuestIdRule } from '@attar/sdk/rules';
import { ids, matching } from '../../command.ts';
import { updateProfile } from '../../config.ts';
import type { CommandContext } from '../../context.ts';
import { usageError } from '../../errors.ts';

export interface GuestFlags {
  guest?: string;
  checkout?: string;
}

export const guestId = matching('a guest id', GuestIdRule, 'GU0000000001');

export const guestOptions = (c: Command) =>
  c
    .option('--guest <id>', 'the guest id (default: the one this profile remembers)', guestId)
    .option('--checkout <id>', "the guest's checkout id (default: remembered)", ids.checkout);

/** The remembered guest of this profile at this shop, if any. */
export function rememberedGuest(ctx: CommandContext): { guestId: string; checkOutId: string } | undefined {
  const saved = ctx.deps.config.read().profiles[ctx.settings.profile]?.guest;
  return saved && saved.baseUrl === ctx.settings.baseUrl ? { guestId: saved.guestId, checkOutId: saved.checkOutId } : undefined;
}

export function guestIds(ctx: CommandContext, flags: GuestFlags): { guestId: string; checkOutId: string } {
  const saved = rememberedGuest(ctx);
  const guest = flags.guest ?? saved?.guestId;
  const checkOutId = flags.checkout ?? saved?.checkOutId;
  if (!guest || !checkOutId)
    throw usageError(
      'No guest cart yet: start one with `attar guest add CIN`, or pass --guest and --checkout.',
      'usage.missingValue',
    );
  return { guestId: guest, checkOutId };
}

/** Remembers (or forgets, with null) the guest cart in the profile. */
export function rememberGuest(ctx: CommandContext, guest: { guestId: string; checkOutId: string } | null): void {
  updateProfile(ctx.deps.config, ctx.settings.profile, (saved) => ({
    ...saved,
    guest: guest ? { ...guest, baseUrl: ctx.settings.baseUrl } : undefined,
  }));
}
