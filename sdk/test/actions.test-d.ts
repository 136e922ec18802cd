/** Type-level promises: a payload that does not fit its action does not compile. */
import { describe, expectTypeOf, it } from 'vitest';
import { createAttarClient, type ActionData, type ActionInput } from '../src/index.ts';

const client = createAttarClient();

describe('action payloads are typed by the spec', () => {
  it('accepts the body the action declares', () => {
    expectTypeOf(client.logistics.checkServiceability).toBeCallableWith({ quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001' });
    expectTypeOf<ActionInput<'logisticsCheckServiceability'>['quantity']>().toEqualTypeOf<number>();
  });

  it('refuses a missing required field, a wrong type and an unknown field', () => {
    // @ts-expect-error customerPincode is required
    void client.logistics.checkServiceability({ quantity: 1, itemId: 'ATR-OUD-100' });
    // @ts-expect-error quantity is a number
    void client.logistics.checkServiceability({ quantity: '1', itemId: 'ATR-OUD-100', customerPincode: '560001' });
    // @ts-expect-error bogus is not part of the action
    void client.logistics.checkServiceability({ quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001', bogus: true });
  });

  it('types the reply data', () => {
    expectTypeOf<ActionData<'logisticsCheckServiceability'>['serviceable']>().toEqualTypeOf<boolean>();
  });

  it('has no function the spec does not declare', () => {
    // @ts-expect-error there is no logistics.shipEverything action
    void client.logistics.shipEverything;
  });
});
