/** The address book as a table. */
import type { Schemas } from '@attar/sdk';
import type { Printer } from '../printer.ts';

export function renderAddresses(out: Printer, addresses: readonly Schemas['Address'][]): void {
  out.table(
    [
      { header: 'ID', value: (a) => a.addressId },
      { header: 'NAME', value: (a) => a.addressee },
      { header: 'ADDRESS', value: (a) => [a.line1, a.line2, a.cityOrArea, a.state].filter(Boolean).join(', ') },
      { header: 'PINCODE', value: (a) => a.zipcode },
      { header: 'MOBILE', value: (a) => a.contactNumber },
      {
        header: 'DEFAULT',
        value: (a) =>
          [a.defaultShippingAddress === 'Y' ? 'shipping' : '', a.defaultBillingAddress === 'Y' ? 'billing' : '']
            .filter(Boolean)
            .join(', '),
      },
    ],
    addresses,
    'No saved addresses.',
  );
}
