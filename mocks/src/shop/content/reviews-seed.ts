/**
 * Seeded reviews that agree with the catalogue: for every product, as many star ratings as its rating
 * count, adding up to its exact rating total, so `averageRating`, `ratingBreakdown` and the product's
 * `rating` tell the same story. Two to five of them are written reviews by shoppers with Indian first
 * names; the rest are star ratings only, kept as counts. Each product draws from its own generator.
 */
import { createRandom, type Random } from '../../core/random.ts';
import { DAY, HOUR } from '../../core/clock.ts';
import type { CatalogueState } from '../catalogue/state.ts';
import { reviewIdOf, type ReviewsState, type StarCounts, type StoredReview } from './reviews-state.ts';

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Rohan',
  'Kavya',
  'Vihaan',
  'Ishita',
  'Arjun',
  'Meera',
  'Kabir',
  'Diya',
  'Aditya',
  'Priya',
  'Siddharth',
  'Nandini',
  'Rahul',
  'Sneha',
  'Farhan',
  'Zoya',
  'Harpreet',
  'Lakshmi',
  'Tenzin',
  'Anjali',
  'Vikram',
  'Pooja',
];
const INITIALS = [...'ABCDGIJKMNPRSTV'];
const CITIES = ['Mumbai', 'Bengaluru', 'Delhi', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Jaipur', 'Lucknow', 'Kochi'];

const TEXTS: Record<number, Array<[string, string]>> = {
  5: [
    ['Lasts all day', 'Two dabs in the morning and I can still smell it at night. Worth every rupee.'],
    ['My new signature', 'Compliments every single time I wear it. The dry-down is beautiful.'],
    ['Pure and rich', 'No alcohol sting at all, just a rich scent that sits close to the skin.'],
    ['Perfect gift', 'Bought it for my mother and she loved it. Packing was lovely too.'],
  ],
  4: [
    ['Very good', 'Beautiful scent. Projection is moderate but it lasts long on clothes.'],
    ['Lovely, a bit strong', 'Gorgeous opening; one spray is enough for the office.'],
    ['Good value', 'Smells far more expensive than it is. The cap could be sturdier.'],
  ],
  3: [
    ['Nice but fades', 'Pleasant scent, but it fades after three or four hours in the heat.'],
    ['Not for me', 'Well made, but the notes are heavier than I expected.'],
  ],
  2: [['Too sweet', 'The sweetness took over on my skin. Delivery was quick though.']],
  1: [['Did not suit me', 'Gave me a headache; my sister likes it, so it is a matter of taste.']],
};

/**
 * `count` ratings of 1 to 5 stars adding up to `sum`: as even as possible, then spread by moves that
 * keep the total (one rating up, another down).
 */
export function spreadRatings(count: number, sum: number, random: Random): number[] {
  if (count === 0) return [];
  const base = Math.min(5, Math.max(1, Math.floor(sum / count)));
  const ratings = Array.from({ length: count }, () => base);
  let rest = sum - base * count;
  for (let i = 0; rest !== 0 && i < count * 5; i = (i + 1) % count) {
    const r = ratings[i]!;
    if (rest > 0 && r < 5) (ratings[i] = r + 1), rest--;
    else if (rest < 0 && r > 1) (ratings[i] = r - 1), rest++;
  }
  for (let moves = Math.floor(count / 3); moves > 0; moves--) {
    const up = random.int(0, count - 1);
    const down = random.int(0, count - 1);
    if (up !== down && ratings[up]! < 5 && ratings[down]! > 2) {
      ratings[up]!++;
      ratings[down]!--;
    }
  }
  return ratings;
}

/** The seeded reviews and ratings of every catalogue product, numbered from RV000001 in product order. */
export function seedReviews(now: Date, catalogue: CatalogueState): ReviewsState {
  const items: Record<string, StoredReview> = {};
  const starCounts: Record<string, StarCounts> = {};
  let n = 0;
  for (const productId of Object.keys(catalogue.products).sort()) {
    const stats = catalogue.stats[productId];
    const product = catalogue.products[productId]!;
    const random = createRandom(0x5eed_0000 + Number(productId.slice(2)));
    const ratings = spreadRatings(stats?.ratingCount ?? 0, stats?.ratingSum ?? 0, random);
    const written = Math.min(ratings.length, random.int(2, 5));
    const counts: StarCounts = [0, 0, 0, 0, 0];
    ratings.slice(written).forEach((r) => counts[r - 1]!++);
    starCounts[productId] = counts;
    // Written reviews date from after the product went on sale.
    const since = product.createdAt ? new Date(product.createdAt).getTime() : now.getTime() - 300 * DAY;
    for (const rating of ratings.slice(0, written)) {
      const latest = now.getTime() - HOUR;
      const at = new Date(random.int(Math.min(since + DAY, latest), latest)).toISOString();
      const [title, desc] = random.pick(TEXTS[rating]!);
      const reviewId = reviewIdOf(++n);
      items[reviewId] = {
        reviewId,
        productId,
        buyerId: `seed:${n}`,
        reviewerName: `${random.pick(FIRST_NAMES)} ${random.pick(INITIALS)}.`,
        variantId: random.pick(product.variants).cin,
        rating,
        score: 6,
        title,
        desc,
        comments: `Delivered to ${random.pick(CITIES)} in good condition.`,
        images: [],
        imagesAdded: 0,
        status: 'PUBLISHED',
        verifiedPurchase: true,
        helpfulCount: random.int(0, 14),
        notHelpfulCount: random.int(0, 3),
        createdAt: at,
        updatedAt: at,
      };
    }
  }
  return { items, starCounts, votes: [], nextReview: n + 1, nextImage: 1 };
}
