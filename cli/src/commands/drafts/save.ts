/** `attar drafts save`: save (or overwrite with --id) a customised product as a draft. */
import { draftsSaveInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, pairs, ranged, ruledInt } from '../../command.ts';
import { usageError } from '../../errors.ts';
import { draftId } from './draft-id.ts';

interface SaveOptions {
  customType: string;
  custom?: Array<{ name: string; value: string }>;
  id?: string;
  name?: string;
  quantity?: number;
  notes?: string;
}

export default defineCommand<SaveOptions>({
  name: 'save',
  summary: 'Save a customised product as a draft',
  args: [{ name: '<cin>', description: 'the item, e.g. ATR-OUD-100' }],
  options: (c) =>
    c
      .requiredOption('--custom-type <type>', 'e.g. ENGRAVING')
      .option('--custom <name=value>', 'a customisation (repeatable)', pairs)
      .option('--id <draftId>', 'overwrite this draft', draftId)
      .option('--name <name>', 'a name for the draft')
      .option(
        '-q, --quantity <n>',
        ranged('how many', draftsSaveInput.quantity),
        ruledInt('--quantity', draftsSaveInput.quantity),
      )
      .option('--notes <text>', 'notes'),
  examples: ['attar drafts save ATR-OUD-100 --custom-type ENGRAVING --custom text=Ananya --custom font=serif'],
  actions: ['drafts.save'],
  async run(ctx, o, [value]) {
    if (!o.custom?.length) throw usageError('Give at least one --custom name=value.', 'usage.missingValue');
    const draft = await ctx.call('Saving the draft', () =>
      ctx.client.drafts.save(
        compact({
          cin: ids.cin(value!),
          customType: o.customType,
          customization: o.custom!,
          id: o.id,
          name: o.name,
          quantity: o.quantity,
          notes: o.notes,
        }),
      ),
    );
    ctx.out.result(draft, () => ctx.out.success(`Draft saved`));
  },
});
