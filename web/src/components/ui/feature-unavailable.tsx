/**
 * What a page of a switched-off store feature shows (decision 022): a page that says the feature is
 * not available in this store and where to go instead, in the not-found page's frame; and the gate that
 * puts a page behind its features. Only the pages the features own import this (they load lazily), so
 * none of it is in the first load.
 * @example
 * <FeatureGate needs={['signIn', 'signUp']}><RegistrationForm /></FeatureGate>
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../data/use-site.ts';
import { featureOn, type FeatureName } from '../../data/features.ts';
import { useSeo } from '../../lib/seo.ts';
import { Skeleton } from './status.tsx';

/** The store features that own pages of their own. */
export type PageFeature = Extract<FeatureName, 'signIn' | 'signUp' | 'cart' | 'wishlist'>;
/** What is unavailable: such a feature, or an account's own page while nobody can sign in. */
type Unavailable = PageFeature | 'account';

const TEXT: Record<Unavailable, { title: string; body: string }> = {
  signIn: {
    title: 'Signing in is not available in this store',
    body: 'This store does not offer accounts at the moment. You can still browse every perfume.',
  },
  signUp: {
    title: 'Creating an account is not available in this store',
    body: 'New accounts cannot be made here at the moment. If you already have one, you can sign in.',
  },
  cart: {
    title: 'The cart is not available in this store',
    body: 'This store does not take orders online at the moment. You can still browse every perfume.',
  },
  wishlist: {
    title: 'The wishlist is not available in this store',
    body: 'Saving perfumes for later is switched off in this store. You can still browse every perfume.',
  },
  account: {
    title: 'This page needs an account',
    body: 'It belongs to a signed-in buyer, and signing in is not available in this store at the moment.',
  },
};

/** The page that says so, with a way on: home and the shop, and signing in where that is what is left. */
export function FeatureUnavailable({ what }: { what: Unavailable }) {
  const { title, body } = TEXT[what];
  useSeo(title, body);
  return (
    <section className="not-found feature-unavailable" aria-labelledby="feature-unavailable-title">
      <h1 id="feature-unavailable-title">{title}</h1>
      <p>{body}</p>
      <p>
        {what === 'signUp' ? (
          <>
            <Link className="button" to="/login">
              Sign in
            </Link>{' '}
          </>
        ) : null}
        <Link className={what === 'signUp' ? 'button button-quiet' : 'button'} to="/">
          Back to the home page
        </Link>{' '}
        <Link className="button button-quiet" to="/shop">
          Browse all perfumes
        </Link>
      </p>
    </section>
  );
}

/**
 * The page of `needs` (every one must be on), or the unavailable page of the first that is off; a
 * placeholder while the configuration loads. A configuration that failed to load leaves the page open:
 * the shop refuses what is off anyway.
 */
export function FeatureGate({ needs, children }: { needs: readonly PageFeature[]; children: ReactNode }): ReactNode {
  const { data: site, error } = useSite();
  if (!site && !error) return <Skeleton lines={6} />;
  const off = needs.find((name) => !featureOn(site, name));
  return off ? <FeatureUnavailable what={off} /> : children;
}
