/** `attar quotes`: bulk and corporate quotes (the feature may be off in the shop). */
import { defineGroup } from '../../command.ts';
import addItem from './add-item.ts';
import clear from './clear.ts';
import list from './list.ts';
import note from './note.ts';
import removeItem from './remove-item.ts';
import request from './request.ts';
import requests from './requests.ts';
import setQuantity from './set-quantity.ts';
import show from './show.ts';
import status from './status.ts';
import submit from './submit.ts';

export default defineGroup({
  name: 'quotes',
  summary: 'Quotes: request, build, submit, accept',
  examples: ['attar quotes add-item ATR-OUD-100 --quantity 50', 'attar quotes list'],
  commands: [list, show, addItem, removeItem, setQuantity, clear, submit, status, note, request, requests],
});
