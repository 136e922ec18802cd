/** `attar drafts`: saved custom-product drafts. */
import { defineGroup } from '../../command.ts';
import clear from './clear.ts';
import list from './list.ts';
import remove from './remove.ts';
import save from './save.ts';
import show from './show.ts';

export default defineGroup({
  name: 'drafts',
  summary: 'Custom-product drafts: list, show, save, remove, clear',
  examples: ['attar drafts list', 'attar drafts save ATR-OUD-100 --custom-type ENGRAVING --custom text=Ananya'],
  commands: [list, show, save, remove, clear],
});
