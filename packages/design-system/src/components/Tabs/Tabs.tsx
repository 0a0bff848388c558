import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useHydrated } from '../../internal/useHydrated.ts';
import { resolveTabValue } from './resolveTabValue.ts';
import { Panel, Root, Tab, TabLink, TabLinkList, TabList } from './Tabs.styles.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list ("Audience"). */
  label: string;
  items: TabItem[];
  /** The selected tab (controlled). An unknown value shows `defaultValue`. */
  value?: string | null;
  /** The tab shown first, and the fallback for unknown values (default: the first tab). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * The address that selects a tab (e.g. `?tab=researchers`). Given, the server HTML (and a page
   * without JavaScript) has the tabs as links and only the selected panel's content; the script
   * turns them into ARIA tabs. Pair it with a `value` read from that address.
   */
  hrefForValue?: (value: string) => string;
}

/** Before the script runs: one link per tab, the current one marked, and the selected panel. */
function TabLinks({
  label,
  items,
  selected,
  hrefForValue,
  baseId,
}: Pick<TabsProps, 'label' | 'items'> & {
  selected: string | undefined;
  hrefForValue: (value: string) => string;
  baseId: string;
}) {
  const current = items.find((item) => item.value === selected);
  return (
    <Root>
      <nav aria-label={label}>
        <TabLinkList>
          {items.map((item, i) => (
            <li key={item.value}>
              <TabLink
                id={`${baseId}-tab-${i}`}
                href={hrefForValue(item.value)}
                aria-current={item.value === selected ? 'page' : undefined}
              >
                {item.label}
              </TabLink>
            </li>
          ))}
        </TabLinkList>
      </nav>
      {current ? (
        <Panel
          id={`${baseId}-panel-${items.indexOf(current)}`}
          role="region"
          aria-labelledby={`${baseId}-tab-${items.indexOf(current)}`}
        >
          {current.content}
        </Panel>
      ) : null}
    </Root>
  );
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and
 * End jump to the ends, Tab moves into the panel. An unknown value falls back to the default tab.
 * With `hrefForValue` they are links until the script runs, so they work without JavaScript.
 */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  hrefForValue,
}: TabsProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const values = items.map((item) => item.value);
  const [ownValue, setOwnValue] = useState<string | undefined>(defaultValue);
  const selected = resolveTabValue(values, value !== undefined ? value : ownValue, defaultValue);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = values.indexOf(selected ?? '');
    const last = values.length - 1;
    const target = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = values[target];
    if (next === undefined) return;
    select(next);
    tabRefs.current[target]?.focus();
  };

  if (hrefForValue && !hydrated) {
    return (
      <TabLinks
        label={label}
        items={items}
        selected={selected}
        hrefForValue={hrefForValue}
        baseId={baseId}
      />
    );
  }

  return (
    <Root>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item, i) => (
        <Panel
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          tabIndex={0}
          hidden={item.value !== selected}
        >
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
