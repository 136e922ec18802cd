/** `attar orders`: placed orders. */
import { defineGroup } from '../../command.ts';
import cancel from './cancel.ts';
import list from './list.ts';
import retryPayment from './retry-payment.ts';
import show from './show.ts';
import track from './track.ts';

export default defineGroup({
  name: 'orders',
  summary: 'Orders: list, show, track, cancel, retry payment',
  examples: ['attar orders list --status active', 'attar orders track OD00000000001'],
  commands: [list, show, track, cancel, retryPayment],
});
