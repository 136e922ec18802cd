/**
 * The mega menu (wide screens): categories from the site configuration, each a disclosure button
 * opening a panel with the category link and its products. Keyboard: Enter/Space toggles, Escape
 * closes and returns focus to the button, Left/Right move between categories, Down opens a panel and
 * moves into it, Up/Down move through its links. Opens by click or tap, never by hover alone, so it
 * works the same on touch. Closes on navigation, outside click and when focus leaves it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icons.tsx';
import { MenuLink, shown, type MenuItem } from './menu-link.tsx';

const panelId = (item: MenuItem) => `mega-panel-${item.id}`;

function focusables(root: Element | null, selector: string): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(selector)) : [];
}

export function MegaMenu({ items }: { items: readonly MenuItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const visible = shown(items);

  useEffect(() => setOpen(null), [pathname]);

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (visible.length === 0) return null;

  const topLevel = () => focusables(navRef.current, '.mega-top');
  const panelLinks = (id: string) => focusables(document.getElementById(`mega-panel-${id}`), 'a');

  const moveTop = (from: HTMLElement, step: number) => {
    const tops = topLevel();
    const index = tops.indexOf(from);
    const next = tops[(index + step + tops.length) % tops.length];
    next?.focus();
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, item: MenuItem, hasPanel: boolean) => {
    const target = event.currentTarget;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveTop(target, event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const tops = topLevel();
      (event.key === 'Home' ? tops[0] : tops[tops.length - 1])?.focus();
    } else if (event.key === 'ArrowDown' && hasPanel) {
      event.preventDefault();
      setOpen(item.id);
      // the panel renders on the next frame when it was closed
      requestAnimationFrame(() => panelLinks(item.id)[0]?.focus());
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, item: MenuItem) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const links = panelLinks(item.id);
    const index = links.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    if (event.key === 'Home') return links[0]?.focus();
    if (event.key === 'End') return links[links.length - 1]?.focus();
    if (event.key === 'ArrowUp' && index <= 0) {
      document.getElementById(`mega-button-${item.id}`)?.focus();
      return;
    }
    links[Math.min(links.length - 1, index + (event.key === 'ArrowDown' ? 1 : -1))]?.focus();
  };

  // moving on to another category closes the open panel (Tab past its last link, or arrows)
  const closeOthers = (item: MenuItem) => {
    if (open !== null && open !== item.id) setOpen(null);
  };

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    event.preventDefault();
    const id = open;
    setOpen(null);
    document.getElementById(`mega-button-${id}`)?.focus();
  };

  return (
    <nav
      className="mega-menu"
      aria-label="Shop by category"
      ref={navRef}
      onKeyDown={onNavKeyDown}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="mega-bar">
        {visible.map((item) => {
          const children = shown(item.children);
          if (children.length === 0) {
            return (
              <li key={item.id}>
                <MenuLink
                  item={item}
                  className="mega-top mega-link"
                  onKeyDown={(e) => onTopKeyDown(e, item, false)}
                  onFocus={() => closeOthers(item)}
                >
                  {item.name}
                </MenuLink>
              </li>
            );
          }
          const isOpen = open === item.id;
          return (
            <li key={item.id} className="mega-item">
              <button
                type="button"
                id={`mega-button-${item.id}`}
                className="mega-top mega-button"
                aria-expanded={isOpen}
                aria-controls={panelId(item)}
                onClick={() => setOpen(isOpen ? null : item.id)}
                onFocus={() => closeOthers(item)}
                onKeyDown={(e) => onTopKeyDown(e, item, true)}
              >
                {item.name}
                <Icon name="chevron" size={16} />
              </button>
              <div id={panelId(item)} className="mega-panel" hidden={!isOpen} onKeyDown={(e) => onPanelKeyDown(e, item)}>
                <div className="mega-panel-inner">
                  <div className="mega-panel-lead">
                    <p className="mega-panel-title">{item.name}</p>
                    <MenuLink item={item} className="button button-small">
                      Shop all {item.name}
                    </MenuLink>
                  </div>
                  <ul className="mega-panel-links" aria-label={`${item.name} perfumes`}>
                    {children.map((child) => (
                      <li key={child.id}>
                        <MenuLink item={child} className="mega-panel-link">
                          {child.name}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
