/** `attar profile pincode`: the city, state and country of a pincode (fills address forms). */
import { defineCommand } from '../../command.ts';

export default defineCommand<{ country: string }>({
  name: 'pincode',
  summary: 'Look up the city and state of a pincode',
  args: [{ name: '<pincode>', description: 'the pincode, e.g. 560001' }],
  options: (c) => c.option('--country <code>', 'two-letter country code', 'IN'),
  examples: ['attar profile pincode 560001'],
  actions: ['profile.lookupPincode'],
  async run(ctx, opts, [pincode]) {
    const place = await ctx.call('Looking up', () =>
      ctx.client.profile.lookupPincode({ pincode: pincode!, countryCode: opts.country }),
    );
    ctx.out.result(place, () =>
      ctx.out.fields([
        ['pincode', place.pincode],
        ['city', place.city],
        ['district', place.district ?? ''],
        ['state', place.state],
        ['country', place.country],
        ['areas', (place.areas ?? []).join(', ')],
      ]),
    );
  },
});
