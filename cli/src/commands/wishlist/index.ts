/** `attar wishlist`: perfumes saved for later. */
import { defineGroup } from '../../command.ts';
import add from './add.ts';
import list from './list.ts';
import remove from './remove.ts';

export default defineGroup({
  name: 'wishlist',
  summary: 'Perfumes saved for later: list, add, remove',
  examples: ['attar wishlist add PR00012', 'attar wishlist list'],
  commands: [list, add, remove],
});
