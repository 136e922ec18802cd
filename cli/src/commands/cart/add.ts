/** `attar cart add`: put an item (a perfume in one size) in the cart. */
import { cartAddItemInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, pairs, ranged, ruledInt } from '../../command.ts';
import { money } from '../../output/format.ts';
import { renderCart } from '../../output/views/cart.ts';

interface AddOptions {
  quantity: number;
  offer?: string;
  customType?: string;
  custom?: Array<{ name: string; value: string }>;
  addOn?: string[];
}

/** Collects a repeatable option's values. */
const collect = (value: string, previous: string[] = []) => [...previous, value.trim()];

export default defineCommand<AddOptions>({
  name: 'add',
  summary: 'Add an item to the cart',
  args: [{ name: '<cin>', description: 'the item id of a size, e.g. ATR-OUD-100 (see `catalog show`)' }],
  options: (c) =>
    c
      .option(
        '-q, --quantity <n>',
        ranged('how many', cartAddItemInput.quantity),
        ruledInt('--quantity', cartAddItemInput.quantity),
        1,
      )
      .option('--offer <code>', 'an offer shown with the product')
      .option('--custom-type <type>', 'a customisation type, e.g. PERSONALISED')
      .option(
        '--custom <name=value>',
        "a customisation option of the product, e.g. engraving=Meera or cap=Gold (repeatable; see the product's options)",
        pairs,
      )
      .option('--add-on <id>', 'an add-on of the product, e.g. AO00001 for gift wrap (repeatable)', collect),
  examples: [
    'attar cart add ATR-OUD-100',
    'attar cart add ATR-OUD-100 --quantity 2 --json',
    'attar cart add ATR-OUD-100 --custom engraving=Ananya --custom cap=Gold --add-on AO00001',
  ],
  actions: ['cart.addItem'],
  async run(ctx, o, [value]) {
    const cin = ids.cin(value!);
    // add-ons travel as customisation entries named addOn (spec: AddToCartRequest)
    const entries = [...(o.custom ?? []), ...(o.addOn ?? []).map((value) => ({ name: 'addOn', value }))];
    const customization = entries.length ? entries : undefined;
    const custom = customization || o.customType ? true : undefined;
    const customType = o.customType ?? (customization ? 'PERSONALISED' : undefined);
    const cart = await ctx.call('Adding to the cart', () =>
      ctx.client.cart.addItem(compact({ cin, quantity: o.quantity, offer: o.offer, custom, customType, customization })),
    );
    ctx.out.result(cart, () => {
      ctx.out.success(`Added ${o.quantity} × ${cin} · cart total ${money(cart.summary.total)}`);
      if (ctx.out.tty) renderCart(ctx.out, cart);
    });
  },
});
