/** Guest carts (moved to the account at sign-in) and reviews with photos sent as multipart. */
import { describe, expect, it } from 'vitest';
import { createShell, useMockShop } from './helpers.ts';

const mock = useMockShop();
const DAY = 24 * 3600_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('guest', () => {
  it('keeps a guest cart in the profile and moves it to the account at sign-in', async () => {
    const shell = createShell();
    const added = await shell.run('guest add ATR-OUD-50 --quantity 2 --json');
    expect(added.code, added.stderr).toBe(0);
    expect(shell.config.current().profiles.default?.guest).toMatchObject({ guestId: added.json().guestId });
    expect((await shell.run('guest cart --json')).json().cart.items).toEqual([
      expect.objectContaining({ cin: 'ATR-OUD-50', quantity: 2 }),
    ]);
    await shell.signIn();
    expect(shell.config.current().profiles.default?.guest).toBeUndefined();
    expect((await shell.run('cart list --json')).json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ cin: 'ATR-OUD-50' })]),
    );
  });

  it('says how to start when there is no guest cart', async () => {
    const result = await createShell().run('guest cart');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('attar guest add CIN');
  });
});

describe('reviews', () => {
  it('writes a review with a photo (multipart), lists and deletes it', async () => {
    const shell = createShell();
    await shell.signIn();
    await shell.run('cart add ATR-SAN-12');
    const orderId = (await shell.run('checkout place-order --payment-mode UPI --json')).json().order.orderId;
    const paymentId = (await shell.run(`checkout pay ${orderId} --mode UPI --json`)).json().paymentId;
    await shell.run(`checkout verify ${paymentId} --order ${orderId}`);
    mock.shop.clock.advance(6 * DAY);
    const order = (await shell.run(`orders show ${orderId} --json`)).json();
    const fulfillmentId = order.fulfillments[0].fulfillmentId;
    const productId = order.fulfillments[0].lines[0].productId;

    const read: string[] = [];
    const readFile = async (path: string) => (read.push(path), PNG);
    const added = await shell.run(
      `reviews add ${productId} --fulfillment ${fulfillmentId} --rating 5 --title "Lasts all day" --text "Creamy sandalwood." --image bottle.png --json`,
      { readFile },
    );
    expect(added.code, added.stderr).toBe(0);
    expect(read).toEqual(['bottle.png']);
    expect(added.json()).toMatchObject({ productId, rating: 5 });
    expect(added.json().images).toHaveLength(1);

    const mine = await shell.run('reviews list --json');
    expect(mine.json().items.map((r: { reviewId: string }) => r.reviewId)).toContain(added.json().reviewId);
    const deleted = await shell.run(`reviews delete ${added.json().reviewId} --json`);
    expect(deleted.code, deleted.stderr).toBe(0);
  });

  it('refuses an image that is not a picture before sending (exit 2)', async () => {
    const shell = createShell();
    await shell.signIn();
    const result = await shell.run('reviews add PR00001 --fulfillment FL00000000001 --rating 5 --image notes.txt');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('use a .jpg, .png, .webp or .gif file');
  });
});
