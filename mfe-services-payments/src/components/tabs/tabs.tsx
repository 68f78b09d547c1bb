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
 * The panels in the order the page holds them: the one selected at first leads, the others follow in the tab
 * list's order. With script only the selected panel shows, so the order is never seen; without script every
 * panel shows, and an address that asks for a tab (?tab=business, where a lookup lands) opens on its panel.
 */
export function panelOrder(items: readonly TabItem[], leadKey: string): TabItem[] {
  const lead = items.filter((item) => item.key === leadKey);
  return [...lead, ...items.filter((item) => item.key !== leadKey)];
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern, with automatic activation: arrow keys, Home and End
 * select a tab, and only the selected tab is in the Tab order. Written here rather than taken from antd
 * because antd's Tabs brings its dropdown, menu and overflow code into the antd chunk that every page loads.
 *
 * Only script can switch a tab, so without script (`@media (scripting: none)` in tabs.css) the tab list is
 * hidden and every panel shows, one after another, under a heading with its tab's words. Every panel is
 * therefore in the server's HTML; with script the others stay hidden, and what a visitor typed in a panel's
 * form is still there when they come back to its tab.
 */
export function Tabs({ label, items, defaultKey }: TabsProps) {
  const id = useId();
  const firstKey = defaultKey ?? items[0].key;
  const [selectedKey, setSelectedKey] = useState(firstKey);
  // The panel that leads is fixed at the first render, as the server drew it: panels never move.
  const [leadKey] = useState(firstKey);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Alt+Arrow is the browser's back and forward: leave modified keys to the browser.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = items.findIndex((item) => item.key === selectedKey);
    const next = targetIndex(event.key, current, items.length);
    if (next === undefined) return;
    event.preventDefault();
    const { key } = items[next];
    setSelectedKey(key);
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
              onClick={() => setSelectedKey(item.key)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {panelOrder(items, leadKey).map((item) => {
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
            {/* Shown only without script, where the tab list that names the panel is hidden. */}
            <h2 className="sp-tabs__heading" hidden>
              {item.label}
            </h2>
            {item.panel}
          </div>
        );
      })}
    </div>
  );
}
