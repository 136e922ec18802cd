/** `attar reviews`: writing and reading reviews. */
import { defineGroup } from '../../command.ts';
import add from './add.ts';
import remove from './delete.ts';
import helpful from './helpful.ts';
import list from './list.ts';
import rate from './rate.ts';
import update from './update.ts';
import votes from './votes.ts';

export default defineGroup({
  name: 'reviews',
  summary: 'Reviews: add (with photos), update, delete, list, rate, votes',
  examples: ['attar reviews add PR00012 --fulfillment FL00000000001 --rating 5 --image bottle.jpg', 'attar reviews list'],
  commands: [add, update, remove, list, rate, helpful, votes],
});
