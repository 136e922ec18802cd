/**
 * An empty search's way on: the keyword the catalogue reads the shopper's as (`catalogSuggest`: for a
 * keyword that finds nothing it puts the closest one that does first, so `sandelwood` offers
 * `sandalwood`), as a link to the same listing searched for it.
 */
import { Link } from 'react-router';
import { useAction } from '../../data/use-action.ts';

interface Props {
  keyword: string;
  /** The listing's link for another keyword (filters and sort kept, page 1). */
  hrefFor: (keyword: string) => string;
}

/** How many suggestions to ask for; the first that is not the keyword itself is offered. */
const ASK = 3;

export function DidYouMean({ keyword, hrefFor }: Props) {
  const { data } = useAction('catalogSuggest', { keyword, limit: ASK });
  const meant = data?.keywords.find((k) => k.toLowerCase() !== keyword.toLowerCase());
  if (!meant) return null;
  return (
    <p className="listing-did-you-mean">
      Did you mean <Link to={hrefFor(meant)}>{meant}</Link>?
    </p>
  );
}
