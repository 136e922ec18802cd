/** Type-level promises: a payload that does not fit its action does not compile (checked by `pnpm typecheck`). */
import { describe, expectTypeOf, it } from 'vitest';
import {
  createAttarClient,
  type ActionData,
  type ActionFunction,
  type ActionInput,
  type ActionName,
  type AttarModules,
  type SdkModules,
} from '../src/index.ts';

const client = createAttarClient();

describe('action payloads are typed by the spec', () => {
  it('accepts the body the action declares', () => {
    expectTypeOf(client.logistics.checkServiceability).toBeCallableWith({
      quantity: 1,
      itemId: 'ATR-OUD-100',
      customerPincode: '560001',
    });
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

describe('the generated action functions (operations.gen.ts)', () => {
  // each attar.<module>.<fn> is exactly the function the action table describes: same input (optional
  // when nothing is required), same result, and no module or function more or less than SdkModules
  type Expected = {
    [M in keyof SdkModules]: {
      [F in keyof SdkModules[M]]: SdkModules[M][F] extends ActionName ? ActionFunction<SdkModules[M][F]> : never;
    };
  };
  it('match the action table, function by function', () => {
    expectTypeOf<AttarModules>().toEqualTypeOf<Expected>();
    expectTypeOf(client.cart.addItem).toEqualTypeOf<ActionFunction<'cartAddItem'>>();
    expectTypeOf(client.cart.get).toEqualTypeOf<ActionFunction<'cartGet'>>();
  });
});
