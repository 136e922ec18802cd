/** `attar catalog`: browsing perfumes. */
import { defineGroup } from '../../command.ts';
import categories from './categories.ts';
import details from './details.ts';
import filters from './filters.ts';
import list from './list.ts';
import pincode from './pincode.ts';
import policy from './policy.ts';
import rail from './rail.ts';
import rating from './rating.ts';
import recent from './recent.ts';
import related from './related.ts';
import reviews from './reviews.ts';
import show from './show.ts';
import similar from './similar.ts';
import suggest from './suggest.ts';
import notify from './notify.ts';
import variants from './variants.ts';

export default defineGroup({
  name: 'catalog',
  summary: 'Browse perfumes: list, show, details, pincode, reviews, ratings',
  examples: ['attar catalog list --category CA00003 --sort rating', 'attar catalog show oud-noir'],
  commands: [
    categories,
    list,
    show,
    details,
    variants,
    filters,
    pincode,
    reviews,
    rating,
    related,
    similar,
    suggest,
    rail,
    recent,
    policy,
    notify,
  ],
});
