/** `attar address`: the buyer's address book. */
import { defineGroup } from '../../command.ts';
import add from './add.ts';
import setDefault from './default.ts';
import list from './list.ts';
import remove from './remove.ts';
import update from './update.ts';

export default defineGroup({
  name: 'address',
  summary: 'The address book: list, add, update, remove, default',
  examples: ['attar address list', 'attar address default AD000124 --shipping'],
  commands: [list, add, update, remove, setDefault],
});
