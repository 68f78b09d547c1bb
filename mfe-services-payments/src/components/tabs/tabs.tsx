import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem = {
  key: string;
  label: string;
  panel: ReactNode;
};

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** The tab selected at first; the first item when omitted. */
  defaultKey?: string;
};

/** Where an arrow, Home or End key moves the selection from `current`; the arrows wrap around. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'ArrowRight':
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern, with automatic activation: arrow keys, Home and End
 * select a tab, and only the selected tab is in the Tab order. Written here rather than taken from antd
 * because antd's Tabs brings its dropdown, menu and overflow code into the antd chunk that every page loads.
 */
export function Tabs({ label, items, defaultKey }: TabsProps) {
  const id = useId();
  const [selectedKey, setSelectedKey] = useState(defaultKey ?? items[0].key);
  // A panel is mounted the first time it is shown and afterwards only hidden, so what a visitor typed in
  // a form is still there when they come back to its tab.
  const [shownKeys, setShownKeys] = useState<ReadonlySet<string>>(() => new Set([selectedKey]));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const select = (key: string) => {
    setSelectedKey(key);
    setShownKeys((shown) => (shown.has(key) ? shown : new Set(shown).add(key)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Alt+Arrow is the browser's back and forward: leave modified keys to the browser.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = items.findIndex((item) => item.key === selectedKey);
    const next = targetIndex(event.key, current, items.length);
    if (next === undefined) return;
    event.preventDefault();
    const { key } = items[next];
    select(key);
    tabRefs.current.get(key)?.focus();
  };

  return (
    <div className="sp-tabs">
      <div role="tablist" aria-label={label} className="sp-tabs__list">
        {items.map((item) => {
          const selected = item.key === selectedKey;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className="sp-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.key)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.key === selectedKey;
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            className="sp-tabs__panel"
            // The APG tabs pattern: Tab from the selected tab lands on the panel, so a panel that opens with
            // text rather than a control is read from its start (jsx-a11y's recommended set allows this).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={selected ? 0 : undefined}
            hidden={!selected}
          >
            {shownKeys.has(item.key) ? item.panel : null}
          </div>
        );
      })}
    </div>
  );
}
