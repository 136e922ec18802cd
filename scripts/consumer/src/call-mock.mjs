// A plain Node ESM script against a running `attar-mock` (ATTAR_BASE_URL): a guest browses, adds a
// perfume to the cart and reads it back. Prints one JSON line that the consumer check reads.
import { createAttarClient, formatINR, unwrap } from '@attar/sdk';

const baseUrl = process.env.ATTAR_BASE_URL;
if (!baseUrl) throw new Error('ATTAR_BASE_URL is not set');
const attar = createAttarClient({ baseUrl, validateReplies: true, timeoutMs: 10_000 });

const site = unwrap(await attar.content.site());
const page = unwrap(await attar.catalog.list({ pageNum: 1, pageSize: 3 }));
const first = page.items[0];
if (!first) throw new Error('the shop lists no perfume');
const added = unwrap(await attar.guest.addItem({ cin: first.cin, quantity: 2 }));
const { cart } = unwrap(await attar.guest.getCart({ guestId: added.guestId, checkOutId: added.checkOutId }));
const refused = await attar.guest.addItem({ cin: 'ATR-NO-SUCH-1', quantity: 1 });

console.log(
  JSON.stringify({
    store: site.store.name,
    listed: page.items.length,
    cin: first.cin,
    lines: cart.items.length,
    quantity: cart.items[0]?.quantity,
    total: formatINR(cart.summary.total),
    refusedCode: refused.error?.code ?? null,
  }),
);
