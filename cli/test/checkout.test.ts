/** Cart to paid order to tracking, cancel, failed payment and retry, return with refund to UPI. */
import { describe, expect, it } from 'vitest';
import { createShell, useMockShop } from './helpers.ts';

const mock = useMockShop();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Shell = ReturnType<typeof createShell>;

/** Adds an item and places a UPI order; returns the order id. */
async function placeOrder(shell: Shell, cin = 'ATR-OUD-100', mode = 'UPI'): Promise<string> {
  expect((await shell.run(`cart add ${cin} --quantity 1`)).code).toBe(0);
  const placed = await shell.run(`checkout place-order --payment-mode ${mode} --json`);
  expect(placed.code, placed.stderr).toBe(0);
  return placed.json().order.orderId as string;
}

/** Pays an order and verifies the payment; returns the verify result. */
async function pay(shell: Shell, orderId: string, mode = 'UPI') {
  const session = await shell.run(`checkout pay ${orderId} --mode ${mode} --json`);
  expect(session.code, session.stderr).toBe(0);
  return shell.run(`checkout verify ${session.json().paymentId} --order ${orderId} --json`);
}

describe('cart', () => {
  it("refuses a quantity past the contract's limit before sending: a usage error naming it (exit 2)", async () => {
    const shell = createShell();
    await shell.signIn();
    const result = await shell.run('cart add ATR-OUD-100 -q 50');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--quantity must be at most 10 (1-10), got 50');
    expect((await shell.run('cart list --json')).json().items).toEqual([]);
    const help = await shell.run('cart add --help');
    expect(help.stdout).toContain('how many (1-10)');
  });

  it('adds, lists, updates, removes and clears', async () => {
    const shell = createShell();
    await shell.signIn();
    const add = await shell.run('cart add ATR-OUD-100 --quantity 2 --json');
    expect(add.code).toBe(0);
    expect(add.json().items).toEqual([expect.objectContaining({ cin: 'ATR-OUD-100', quantity: 2 })]);
    const table = await shell.run('cart list', { isTTY: true });
    expect(table.stdout).toMatch(/ATR-OUD-100\s+Oud Noir\s+100 ml\s+2\s+₹2,499\s+₹4,998/);
    expect(table.stdout).toMatch(/total\s+₹4,998/);
    expect((await shell.run('cart update ATR-OUD-100 --quantity 3 --json')).json().items[0].quantity).toBe(3);
    expect((await shell.run('cart remove ATR-OUD-100 --json')).json().items).toEqual([]);
    await shell.run('cart add ATR-OUD-50');
    expect((await shell.run('cart clear --json')).json().items).toEqual([]);
  });

  it('adds a personalised bottle (engraving, cap, add-on), shows what each costs, and exits 1 on an option the perfume lacks', async () => {
    const shell = createShell();
    await shell.signIn();
    const add = await shell.run('cart add ATR-OUD-100 --custom engraving=Meera --custom cap=Gold --add-on AO00001 --json');
    expect(add.code).toBe(0);
    expect(add.json().items[0]).toMatchObject({
      custom: true,
      customType: 'PERSONALISED',
      customization: [
        { name: 'engraving', value: 'Meera' },
        { name: 'cap', value: 'Gold' },
        { name: 'addOn', value: 'AO00001' },
      ],
      unitPrice: 2797,
      customizationPrice: 298,
    });
    const table = await shell.run('cart list', { isTTY: true });
    expect(table.stdout).toContain('ATR-OUD-100 · Engrave the bottle: Meera (+₹199), Cap finish: Gold, Add-on: Gift wrap (+₹99)');
    const refused = await shell.run('cart add ATR-OUD-100 --custom monogram=AB');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('cannot be personalised with "monogram"');
  });

  it('needs a sign-in (exit 4)', async () => {
    const result = await createShell().run('cart add ATR-OUD-100');
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('Sign in with `attar auth login`');
  });

  it('validates and applies coupons; an expired one exits 1 naming why', async () => {
    const shell = createShell();
    await shell.signIn();
    await shell.run('cart add ATR-OUD-100 --quantity 2');
    const valid = await shell.run('cart coupon validate WELCOME10 --json');
    expect(valid.code).toBe(0);
    expect(valid.json()).toMatchObject({ valid: true, couponCode: 'WELCOME10' });
    const expired = await shell.run('cart coupon validate FESTIVE20 --json');
    expect(expired.code).toBe(1);
    expect(expired.error().code).toMatch(/^coupon\./);
    const applied = await shell.run('cart coupon apply WELCOME10 --json');
    expect(applied.code).toBe(0);
    expect(applied.json()).toMatchObject({ coupon: { couponCode: 'WELCOME10' }, totals: { total: 4498.2 } });
  });
});

describe('checkout', () => {
  it('lists payment methods and reviews totals', async () => {
    const shell = createShell();
    await shell.signIn();
    await shell.run('cart add ATR-OUD-100');
    const methods = await shell.run('checkout payment-methods --json');
    expect(methods.code).toBe(0);
    expect(methods.json().methods.map((m: { mode: string }) => m.mode)).toEqual(
      expect.arrayContaining(['UPI', 'RAZORPAY', 'PAYU']),
    );
    expect((await shell.run('checkout payment-methods --amount 2499 --json')).code).toBe(0);
    const review = await shell.run('checkout review --payment-mode UPI --json');
    expect(review.code).toBe(0);
    expect(review.json().totals.total).toBe(2499);
    expect((await shell.run('checkout addresses --shipping AD000124 --json')).json().shippingAddress.addressId).toBe('AD000124');
  });

  it('checks out by UPI: place, pay, verify, then the order is listed, shown and tracked', async () => {
    const shell = createShell();
    await shell.signIn();
    const orderId = await placeOrder(shell);
    const verified = await pay(shell, orderId);
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.json()).toMatchObject({ status: 'SUCCESS', orderId });

    const active = await shell.run('orders list --status active --json');
    expect(active.json().items.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    const shown = await shell.run(`orders show ${orderId}`, { isTTY: true });
    expect(shown.stdout).toContain(`Order ${orderId}`);
    expect(shown.stdout).toMatch(/total\s+₹2,499/);
    mock.shop.clock.advance(2 * DAY);
    const track = await shell.run(`orders track ${orderId} --json`);
    expect(track.code).toBe(0);
    expect(track.json()[0].timeline.length).toBeGreaterThan(1);
  });

  it('buys one item now without touching the cart', async () => {
    const shell = createShell();
    await shell.signIn();
    const buyNow = await shell.run('checkout buy-now ATR-OUD-50 --json');
    expect(buyNow.code, buyNow.stderr).toBe(0);
    const checkoutId = buyNow.json().cart.checkoutId as string;
    const placed = await shell.run(`checkout place-order --buy-now --checkout ${checkoutId} --payment-mode UPI --json`);
    expect(placed.code, placed.stderr).toBe(0);
    expect((await shell.run('cart list --json')).json().items).toEqual([]);
  });

  it('refuses to place an order from an empty cart', async () => {
    const shell = createShell();
    await shell.signIn();
    const result = await shell.run('checkout place-order --payment-mode UPI');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cart is empty/i);
  });

  it('fails a card payment (exit 1), then retries by UPI and succeeds', async () => {
    const shell = createShell();
    await shell.signIn();
    const orderId = await placeOrder(shell, 'ATR-OUD-100', 'UPI');
    mock.shop.flags.payment = 'failure';
    const failed = await pay(shell, orderId);
    expect(failed.code).toBe(1);
    expect(failed.json()).toMatchObject({ status: 'FAILED' });
    expect(failed.stderr).toContain('attar orders retry-payment');
    mock.shop.flags.payment = 'success';
    const retry = await shell.run(`orders retry-payment ${orderId} --mode UPI --json`);
    expect(retry.code, retry.stderr).toBe(0);
    const paid = await pay(shell, orderId);
    expect(paid.code, paid.stderr).toBe(0);
    expect(paid.json().status).toBe('SUCCESS');
  });
});

describe('orders and returns', () => {
  it('cancels an unpaid order with a reason, and refuses to cancel a paid one', async () => {
    const shell = createShell();
    await shell.signIn();
    const orderId = await placeOrder(shell);
    const cancelled = await shell.run(`orders cancel ${orderId} --reason "ordered the wrong size" --json`);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(
      (await shell.run('orders list --status cancelled --json')).json().items.map((o: { orderId: string }) => o.orderId),
    ).toContain(orderId);
    const paidId = await placeOrder(shell);
    expect((await pay(shell, paidId)).code).toBe(0);
    const refused = await shell.run(`orders cancel ${paidId} --reason "changed my mind" --json`);
    expect(refused.code).toBe(1);
    expect(refused.error().code).toBe('order.notCancellable');
  });

  it('returns a delivered full-price item and sends the refund to UPI', async () => {
    const shell = createShell();
    await shell.signIn();
    const product = (await shell.run('catalog show PR00001 --json')).json();
    const orderId = await placeOrder(shell, product.variants[0].cin);
    expect((await pay(shell, orderId)).code).toBe(0);
    mock.shop.clock.advance(100 * HOUR);
    const order = (await shell.run(`orders show ${orderId} --json`)).json();
    const fulfillment = order.fulfillments[0];
    expect(fulfillment.status).toBe('DELIVERED');
    const ask = `returns return ${fulfillment.fulfillmentId} --reason LEAKAGE --description "the cap leaked" --json`;
    // the shop asks for proof; with it, the policy is the one the order names
    const bare = await shell.run(ask);
    expect(bare.code).toBe(1);
    expect(bare.error()).toMatchObject({ code: 'request.invalid' });
    expect(bare.stderr).toContain('proof');
    const readFile = async (path: string) => {
      expect(path).toBe('cap.jpg');
      return new Uint8Array(2048);
    };
    const ret = await shell.run(`${ask} --proof cap.jpg`, { readFile });
    expect(ret.code, ret.stderr).toBe(0);
    expect(ret.json()).toMatchObject({ type: 'RETURN' });
    const refund = await shell.run(
      `returns refund-account ${fulfillment.fulfillmentId} --upi-id ananya@okaxis --name "Ananya Rao" --json`,
    );
    expect(refund.code, refund.stderr).toBe(0);
    expect(refund.json()).toMatchObject({ txnType: 'UPI' });
  });

  it('shows a return the inspection rejected, with what it found and no refund', async () => {
    const shell = createShell();
    await shell.signIn();
    const shown = await shell.run('orders show OD26102700019');
    expect(shown.code, shown.stderr).toBe(0);
    // delivered: no expected day any more
    expect(shown.stdout).toMatch(/^FL26102700019 {2}RETURN_REJECTED {2}RETURN REJECTED$/m);
    expect(shown.stdout).not.toMatch(/expected/);
    expect(shown.stdout).toMatch(/request\s+RR000001, 1 item: MANUFACTURING_DEFECT \(The spray nozzle does not work\.\)\n/);
    expect(shown.stdout).toMatch(/rejected\s+The nozzle sprays as it should/);
    expect(shown.stdout).not.toMatch(/^refund\s/m);
  });

  it("refuses a return of a sale item with the shop's reason", async () => {
    const shell = createShell();
    await shell.signIn();
    const orderId = await placeOrder(shell, 'ATR-OUD-100');
    await pay(shell, orderId);
    mock.shop.clock.advance(100 * HOUR);
    const fulfillmentId = (await shell.run(`orders show ${orderId} --json`)).json().fulfillments[0].fulfillmentId;
    const result = await shell.run(
      `returns return ${fulfillmentId} --reason LEAKAGE --description leaked --proof box.png --json`,
      {
        readFile: async () => new Uint8Array(512),
      },
    );
    expect(result.code).toBe(1);
    expect(result.error().code).toMatch(/^return\./);
  });
});
