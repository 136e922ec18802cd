/**
 * Tabs after the WAI-ARIA pattern: a tablist of buttons with one in the tab order, arrow keys (and
 * Home / End) moving between them and selecting, and panels labelled by their tab.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const [selected, setSelected] = useState(items[0]?.id);
  const base = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = items.some((t) => t.id === selected) ? selected : items[0]?.id;
  if (!items.length) return null;

  const move = (index: number) => {
    const next = items[(index + items.length) % items.length]!;
    setSelected(next.id);
    tabRefs.current[(index + items.length) % items.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(items.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-label={label}>
        {items.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            className="tabs-tab"
            onClick={() => setSelected(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {items.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className="tabs-panel"
        >
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
