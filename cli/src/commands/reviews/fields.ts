/** Flags shared by `reviews add` and `reviews update`. */
import type { Command } from 'commander';
import { ids, int, list } from '../../command.ts';

export interface ReviewFlags {
  rating?: number;
  title?: string;
  text?: string;
  comments?: string;
  variant?: string;
  image?: string[];
}

export const reviewOptions = (c: Command, ratingRequired: boolean) => {
  const stars = int('--rating', 1, 5);
  (ratingRequired ? c.requiredOption('--rating <stars>', '1 to 5 stars', stars) : c.option('--rating <stars>', '1 to 5 stars', stars))
    .option('--title <text>', 'a headline')
    .option('--text <text>', 'the review')
    .option('--comments <text>', 'a short comment')
    .option('--variant <cin>', 'the size reviewed, e.g. ATR-OUD-100', ids.cin)
    .option('--image <files>', 'photos to attach (repeatable or comma-separated; sent as multipart)', list());
  return c;
};
