/** `attar drafts show`: one draft by id, or the saved product of an item with --cin. */
import { defineCommand, ids } from '../../command.ts';
import { usageError } from '../../errors.ts';
import { renderData } from '../../output/views/generic.ts';
import { draftId } from './draft-id.ts';

export default defineCommand<{ cin?: string }>({
  name: 'show',
  summary: 'Show a draft by id, or the saved product of an item (--cin)',
  args: [{ name: '[draftId]', description: 'the draft, e.g. DR000041' }],
  options: (c) => c.option('--cin <cin>', 'show the saved product of this item instead', ids.cin),
  examples: ['attar drafts show DR000041', 'attar drafts show --cin ATR-OUD-100'],
  actions: ['drafts.get', 'drafts.getSavedProduct'],
  async run(ctx, o, [id]) {
    if (o.cin && id) throw usageError('Pass a draft id or --cin, not both.', 'usage.conflict');
    const cin = o.cin;
    const data = cin
      ? await ctx.call('Loading', () => ctx.client.drafts.getSavedProduct({ cin }))
      : await ctx.call('Loading', () => {
          if (!id) throw usageError('Pass a draft id (see `attar drafts list`) or --cin.', 'usage.missingValue');
          return ctx.client.drafts.get({ id: draftId(id) });
        });
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
