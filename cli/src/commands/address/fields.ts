/** The address flags shared by `address add`, `address update` and `checkout addresses`. */
import type { Command } from 'commander';
import type { Schemas } from '@attar/sdk';
import { AddressInputFields } from '@attar/sdk/rules';
import { compact, ids, oneOf, ranged, YES_NO } from '../../command.ts';

export interface AddressFlags {
  name?: string;
  mobile?: string;
  line1?: string;
  line2?: string;
  line3?: string;
  landmark?: string;
  city?: string;
  state?: string;
  country?: string;
  pincode?: string;
  type?: Schemas['AddressInput']['type'];
  defaultShipping?: boolean;
  defaultBilling?: boolean;
}

/** Adds the address flags; `required` makes the ones a new address needs mandatory. */
export function addressOptions(command: Command, required: boolean): Command {
  const text = (value: string) => value;
  const needed: Array<[string, string, (value: string) => string]> = [
    ['--name <name>', 'who receives it', text],
    ['--mobile <mobile>', 'contact mobile (10 digits)', ids.mobile],
    ['--line1 <text>', 'house, street', text],
    ['--city <city>', 'city or area', text],
    ['--state <state>', 'state', text],
    ['--pincode <pincode>', 'pincode', ids.pincode],
  ];
  for (const [flags, description, parse] of needed) {
    if (required) command.requiredOption(flags, description, parse);
    else command.option(flags, description, parse);
  }
  return command
    .option('--line2 <text>', 'area')
    .option('--line3 <text>', 'more')
    .option('--landmark <text>', 'a landmark')
    .option('--country <country>', 'country', required ? 'India' : undefined)
    .option(
      '--type <type>',
      ranged('H home, W work, O other', AddressInputFields.type),
      oneOf('--type', AddressInputFields.type.enum),
    )
    .option('--default-shipping', 'make it the default shipping address')
    .option('--default-billing', 'make it the default billing address');
}

/** The AddressInput the shop takes, from the flags. */
export function addressInput(flags: AddressFlags): Schemas['AddressInput'] {
  return compact({
    type: flags.type,
    addressee: flags.name!,
    contactNumber: flags.mobile!,
    line1: flags.line1!,
    line2: flags.line2,
    line3: flags.line3,
    location: flags.landmark,
    cityOrArea: flags.city!,
    state: flags.state!,
    country: flags.country!,
    zipcode: flags.pincode!,
    defaultShippingAddress: YES_NO(flags.defaultShipping),
    defaultBillingAddress: YES_NO(flags.defaultBilling),
  });
}
