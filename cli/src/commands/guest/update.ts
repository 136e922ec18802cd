/** `attar guest update`: change a quantity in the guest cart. */
import { guestUpdateQuantityInput } from '@attar/sdk/rules';
import { defineCommand, ids, ranged, ruledInt } from '../../command.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags & { quantity: number }>({
  name: 'update',
  summary: 'Change the quantity of a guest cart item',
  args: [{ name: '<cin>', description: 'the item id' }],
  options: (c) =>
    guestOptions(
      c.requiredOption(
        '-q, --quantity <n>',
        ranged('the new quantity', guestUpdateQuantityInput.quantity),
        ruledInt('--quantity', guestUpdateQuantityInput.quantity),
      ),
    ),
  examples: ['attar guest update ATR-OUD-100 --quantity 3'],
  actions: ['guest.updateQuantity'],
  async run(ctx, o, [value]) {
    const cin = ids.cin(value!);
    const data = await ctx.call('Updating', () =>
      ctx.client.guest.updateQuantity({ ...guestIds(ctx, o), cin, quantity: o.quantity }),
    );
    ctx.out.result(data, () => ctx.out.success(`${cin} × ${o.quantity}`));
  },
});
