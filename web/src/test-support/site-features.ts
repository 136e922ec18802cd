/**
 * A site configuration with every store feature off but the storefront's basics, for tests that read
 * `contentSite` (test-support/canned-reads.tsx): `siteWithFeatures({ quotes: true })`.
 */
export const siteWithFeatures = (on: { quotes?: boolean } = {}) => ({
  features: {
    cart: true,
    signUp: true,
    signIn: true,
    wishlist: true,
    quotes: on.quotes ?? false,
    referral: false,
    rewards: false,
    wallets: false,
    multiLanguage: false,
    multiRegion: false,
    multiCurrency: false,
    guestCheckout: false,
  },
});
