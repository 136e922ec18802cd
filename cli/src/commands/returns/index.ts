/** `attar returns`: after the sale. */
import { defineGroup } from '../../command.ts';
import refundAccount from './refund-account.ts';
import replace from './replace.ts';
import ret from './return.ts';

export default defineGroup({
  name: 'returns',
  summary: 'Returns, replacements and refund accounts',
  examples: [
    'attar returns return FL00000000001 --reason LEAKAGE --description "leaked"',
    'attar returns refund-account FL00000000001 --upi-id ananya@okaxis --name "Ananya Rao"',
  ],
  commands: [ret, replace, refundAccount],
});
