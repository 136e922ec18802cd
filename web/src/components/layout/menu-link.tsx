/** A link from the configuration (menu, footer): a router link inside the shop, an anchor otherwise. */
import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import type { Schemas } from '@attar/sdk';

export type MenuItem = Schemas['SiteMenuItem'];

/** Items that are shown (`hide` false). */
export const shown = (items: readonly MenuItem[] | undefined): MenuItem[] => (items ?? []).filter((item) => !item.hide);

/** True when the link leaves the shop (an external item or a full URL). */
export const isExternal = (item: Pick<MenuItem, 'link' | 'type'>): boolean =>
  item.type === 'external' || /^[a-z][a-z0-9+.-]*:/i.test(item.link);

interface Props {
  item: Pick<MenuItem, 'link' | 'type' | 'target'>;
  children: ReactNode;
  className?: string;
  onKeyDown?: React.KeyboardEventHandler<HTMLAnchorElement>;
  onFocus?: React.FocusEventHandler<HTMLAnchorElement>;
}

export function MenuLink({ item, children, className, onKeyDown, onFocus }: Props) {
  const newTab = item.target === '_blank';
  if (isExternal(item) || newTab) {
    return (
      <a
        className={className}
        href={item.link}
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
    <AppLink className={className} to={item.link} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </AppLink>
  );
}
