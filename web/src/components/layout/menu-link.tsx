/** A link from the configuration (menu, footer): a router link inside the shop, an anchor otherwise. */
import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import type { Schemas } from '@attar/sdk';
import { safeLink } from '../../lib/safe-url.ts';

export type MenuItem = Schemas['SiteMenuItem'];

/** Items that are shown: not hidden, and with a link the allow-list takes (lib/safe-url.ts). */
export const shown = (items: readonly MenuItem[] | undefined): MenuItem[] =>
  (items ?? []).filter((item) => !item.hide && safeLink(item.link) !== null);

interface Props {
  item: Pick<MenuItem, 'link' | 'type' | 'target'>;
  children: ReactNode;
  className?: string;
  onKeyDown?: React.KeyboardEventHandler<HTMLAnchorElement>;
  onFocus?: React.FocusEventHandler<HTMLAnchorElement>;
}

export function MenuLink({ item, children, className, onKeyDown, onFocus }: Props) {
  const newTab = item.target === '_blank';
  const target = safeLink(item.link);
  // an address the allow-list refuses is never rendered: the name stays, as text
  if (!target) return <span className={className}>{children}</span>;
  if (target.external || item.type === 'external' || newTab) {
    return (
      <a
        className={className}
        href={target.href}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <AppLink className={className} to={target.href} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </AppLink>
  );
}
