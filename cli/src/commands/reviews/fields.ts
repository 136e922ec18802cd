/** Flags shared by `reviews add` and `reviews update`. */
import type { Command } from 'commander';
import { ReviewStarsRule } from '@attar/sdk/rules';
import { ids, list, ranged, ruledInt } from '../../command.ts';

export interface ReviewFlags {
  rating?: number;
  title?: string;
  text?: string;
  comments?: string;
  variant?: string;
  image?: string[];
}

export const reviewOptions = (c: Command, ratingRequired: boolean) => {
  const stars = ruledInt('--rating', ReviewStarsRule);
  const help = ranged('stars', ReviewStarsRule);
  (ratingRequired ? c.requiredOption('--rating <stars>', help, stars) : c.option('--rating <stars>', help, stars))
    .option('--title <text>', 'a headline')
    .option('--text <text>', 'the review')
    .option('--comments <text>', 'a short comment')
    .option('--variant <cin>', 'the size reviewed, e.g. ATR-OUD-100', ids.cin)
    .option('--image <files>', 'photos to attach (repeatable or comma-separated; sent as multipart)', list());
  return c;
};
