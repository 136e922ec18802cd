/** `attar enquiries`: product enquiries. */
import { defineGroup } from '../../command.ts';
import create from './create.ts';
import list from './list.ts';

export default defineGroup({
  name: 'enquiries',
  summary: 'Product enquiries: list, create',
  examples: ['attar enquiries create ATR-OUD-100 --title "Bulk order" --quantity 50 --name "Ananya Rao" --mobile 9876543210'],
  commands: [list, create],
});
