/**
 * The top-level commands by name and one-line summary, in the order `attar --help` lists them: all that
 * the top-level help needs, so printing it loads no command module. `test/manifest.test.ts` compares
 * this list with the real commands (names, summaries, order), so the two cannot drift apart; when a
 * noun is added or its summary changes, that test prints the entry to paste here.
 */

export const NOUNS = [
  { name: 'auth', summary: 'Sign in, sign up, OTPs and passwords' },
  { name: 'catalog', summary: 'Browse perfumes: list, show, details, pincode, reviews, ratings' },
  { name: 'wishlist', summary: 'Perfumes saved for later: list, add, remove' },
  { name: 'cart', summary: 'The cart: add, list, update, remove, clear, coupons' },
  { name: 'checkout', summary: 'Payment methods, addresses, review, buy-now, place order, pay, verify' },
  { name: 'orders', summary: 'Orders: list, show, track, cancel, retry payment' },
  { name: 'returns', summary: 'Returns, replacements and refund accounts' },
  { name: 'reviews', summary: 'Reviews: add (with photos), update, delete, list, rate, votes' },
  { name: 'profile', summary: "The buyer's profile: show, update, UPI id, pincode look-up" },
  { name: 'address', summary: 'The address book: list, add, update, remove, default' },
  { name: 'account', summary: 'Change identity or password, or delete the account, confirmed by OTP' },
  { name: 'guest', summary: 'Guest cart and guest checkout (the feature is off in the shop)' },
  { name: 'quotes', summary: 'Quotes: request, build, submit, accept' },
  { name: 'drafts', summary: 'Custom-product drafts: list, show, save, remove, clear' },
  { name: 'enquiries', summary: 'Product enquiries: list, create' },
  { name: 'rewards', summary: 'Reward points, referrals, redemptions and my coupons' },
  { name: 'store', summary: 'Store information: site, pages, countries, regions, WhatsApp, delivery, forms' },
  { name: 'analytics', summary: "Watch the mock shop's analytics messages" },
  { name: 'check', summary: 'Run scenario checks (built-in or files) against the mock, Prism proxy or Prism mock' },
  { name: 'config', summary: 'Profiles: show, use, set-url' },
  { name: 'completion', summary: 'Print a shell completion script (bash or zsh)' },
] as const;

export type NounName = (typeof NOUNS)[number]['name'];

export const isNoun = (word: string | undefined): word is NounName => NOUNS.some((noun) => noun.name === word);
