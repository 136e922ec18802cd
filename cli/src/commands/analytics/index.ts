/** `attar analytics`: what the storefront sent to the analytics socket (mock shop only). */
import { defineGroup } from '../../command.ts';
import tail from './tail.ts';

export default defineGroup({
  name: 'analytics',
  summary: "Watch the mock shop's analytics messages",
  examples: ['attar analytics tail --follow'],
  commands: [tail],
});
