// The smallest useful consumer: a client and one call. Bundled by the consumer check (and by
// `pnpm bench`) to measure what the SDK costs a bundle when reply validation is off.
import { createAttarClient } from '@attar/sdk';

const attar = createAttarClient({ baseUrl: 'https://shop.example' });
const { data, error } = await attar.catalog.product({ itemId: 'PR00012' });
console.log(error ? error.code : data.name);
