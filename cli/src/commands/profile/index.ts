/** `attar profile`: the buyer's profile and UPI details. */
import { defineGroup } from '../../command.ts';
import pincode from './pincode.ts';
import show from './show.ts';
import update from './update.ts';
import upi from './upi.ts';

export default defineGroup({
  name: 'profile',
  summary: "The buyer's profile: show, update, UPI id, pincode look-up",
  examples: ['attar profile show', 'attar profile upi --upi-id ananya@okhdfc'],
  commands: [show, update, upi, pincode],
});
