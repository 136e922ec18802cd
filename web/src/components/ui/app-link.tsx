/**
 * A link to a path of the storefront that the router follows without reloading the page.
 *
 * react-router's `<Link>` resolves its target against the route tree, subscribes to the location and
 * wires prefetch and view-transition hooks: some twenty hooks per link. A home page shows a hundred
 * links (cards, menus, blocks), and on a phone those hooks were a fifth of the first render (measured
 * in decision 006). Every link here already has an absolute path, so this one only renders an anchor
 * and, on a plain left click, hands the path to the router's history, which is what `<Link>` does for
 * such a path in the end, through the router's navigate that the app lends to `navigateTo`
 * (lib/navigate.ts). Modified clicks (new tab, download) and other targets stay the browser's.
 * A relative path (none is expected) falls back to react-router's `<Link>`, which resolves it.
 * @example <AppLink to="/p/oud-noir/UFIwMDAwMQ" className="product-card-link">Oud Noir</AppLink>
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link } from 'react-router';
import { navigateTo } from '../../lib/navigate.ts';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the storefront, with query and hash if any. */
  to: string;
  /** Replace the current history entry instead of adding one (the default when `to` is the current URL). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function AppLink(props: AppLinkProps) {
  if (!props.to.startsWith('/')) return <Link {...props} />;
  return <AbsoluteLink {...props} />;
}

function AbsoluteLink({ to, replace, onClick, target, ...rest }: AppLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    navigateTo(to, { replace: replace ?? `${pathname}${search}${hash}` === to });
  };

  return <a href={to} target={target} onClick={follow} {...rest} />;
}
