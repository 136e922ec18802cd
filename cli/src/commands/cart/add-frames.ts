/** `attar cart add-frames`: add framed items (gift frames) described as JSON. */
import type { Schemas } from '@attar/sdk';
import { defineCommand } from '../../command.ts';
import { usageError } from '../../errors.ts';
import { money } from '../../output/format.ts';

export default defineCommand<{ frames: string }>({
  name: 'add-frames',
  summary: 'Add frames to the cart (a JSON list of frame items)',
  options: (c) =>
    c.requiredOption(
      '--frames <json>',
      'e.g. [{"cin":"FRM-TEAK-A4","quantity":1,"frameStyle":"WOOD","widthInches":8,"heightInches":10}]',
    ),
  examples: [
    `attar cart add-frames --frames '[{"cin":"FRM-TEAK-A4","quantity":1,"frameStyle":"WOOD","widthInches":8,"heightInches":10}]'`,
  ],
  actions: ['cart.addFrames'],
  async run(ctx, o) {
    let frameData: Schemas['FrameItem'][];
    try {
      frameData = JSON.parse(o.frames) as Schemas['FrameItem'][];
    } catch {
      throw usageError('--frames must be a JSON list of frame items.', 'usage.badJson');
    }
    if (!Array.isArray(frameData)) throw usageError('--frames must be a JSON list of frame items.', 'usage.badJson');
    const cart = await ctx.call('Adding frames', () => ctx.client.cart.addFrames({ frameData }));
    ctx.out.result(cart, () => ctx.out.success(`Added ${frameData.length} frame(s) · cart total ${money(cart.summary.total)}`));
  },
});
