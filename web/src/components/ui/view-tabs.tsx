/**
 * The lists one view switches between (all orders, active, delivered…; active, used and expired
 * coupons), as links that keep the choice in the URL, the current one marked for screen readers.
 */
import { Link } from 'react-router';
import './view-tabs.css';

export interface ViewTab {
  key: string;
  /** What the tab says. */
  label: string;
  /** Said after the label to screen readers only (" orders"). */
  hiddenSuffix?: string;
  href: string;
}

export function ViewTabs({ label, tabs, current }: { label: string; tabs: readonly ViewTab[]; current: string }) {
  return (
    <nav aria-label={label} className="view-tabs">
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.href} aria-current={tab.key === current ? 'page' : undefined} className="view-tab">
          {tab.label}
          {tab.hiddenSuffix ? <span className="visually-hidden">{tab.hiddenSuffix}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
