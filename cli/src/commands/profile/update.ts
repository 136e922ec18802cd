/** `attar profile update`: change names, date of birth or gender (unchanged fields are kept). */
import type { Schemas } from '@attar/sdk';
import { DateRule, GenderRule } from '@attar/sdk/rules';
import { compact, defineCommand, matching, oneOf, ranged } from '../../command.ts';

interface UpdateOptions {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  dob?: string;
  gender?: Schemas['Gender'];
}

export default defineCommand<UpdateOptions>({
  name: 'update',
  summary: "Update the buyer's profile",
  options: (c) =>
    c
      .option('--first-name <name>', 'first name')
      .option('--middle-name <name>', 'middle name')
      .option('--last-name <name>', 'last name')
      .option('--dob <date>', 'date of birth, YYYY-MM-DD', matching('--dob', DateRule, '1994-08-15'))
      .option('--gender <gender>', ranged('gender', GenderRule), oneOf('--gender', GenderRule.enum)),
  examples: ['attar profile update --first-name Ananya --last-name Rao-Iyer', 'attar profile update --dob 1994-08-15 --json'],
  actions: ['profile.get', 'profile.update'],
  async run(ctx, opts) {
    const current = await ctx.call('Loading the profile', () => ctx.client.profile.get());
    const profile = await ctx.call('Updating the profile', () =>
      ctx.client.profile.update(
        compact({
          firstName: opts.firstName ?? current.firstName,
          middleName: opts.middleName ?? current.middleName,
          lastName: opts.lastName ?? current.lastName,
          dob: opts.dob ?? current.dob,
          gender: opts.gender ?? current.gender,
        }),
      ),
    );
    ctx.out.result(profile, () => ctx.out.success(`Profile updated: ${profile.name}`));
  },
});
