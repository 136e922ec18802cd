/** `attar catalog categories`: the categories with how many perfumes each has. */
import { defineCommand } from '../../command.ts';

export default defineCommand({
  name: 'categories',
  summary: 'List the categories and their perfume counts',
  examples: ['attar catalog categories', 'attar catalog categories --json | jq ".[].value"'],
  actions: ['catalog.filters'],
  async run(ctx) {
    const facets = await ctx.call('Loading categories', () => ctx.client.catalog.filters({ facets: ['categories'] }));
    const values = facets.facets.find((f) => f.name === 'categories')?.values ?? [];
    ctx.out.result(values, () =>
      ctx.out.table(
        [
          { header: 'ID', value: (v) => v.value },
          { header: 'CATEGORY', value: (v) => v.label },
          { header: 'PERFUMES', value: (v) => String(v.count), right: true },
        ],
        values,
        'No categories.',
      ),
    );
  },
});
