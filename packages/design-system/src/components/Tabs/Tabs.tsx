// Tabs whose selection lives in the address (`?tab=`), so it can be shared and works without
// JavaScript. The server HTML has the tabs as links (the selected one aria-current) and the
// selected panel; with `deferHiddenPanels` (a page that does not hydrate) the other panels wait
// in a <template>. The enhancement script (tabs.ts, `@journals/design-system/tabs/enhance`) makes
// them WAI-ARIA tabs that switch in place, with arrow keys, the address following (replaced).
// Rendered by React in the browser, the component renders every panel and runs the script.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { resolveTabValue } from './resolve-tab-value.ts';
import { enhanceTabs } from './tabs.ts';
import { Panel, Root, TabBar, TabLink } from './Tabs.styles.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tabs' navigation ("Audience"). */
  label: string;
  items: TabItem[];
  /** The selected tab, read from the address. A missing or unknown value shows `defaultValue`. */
  value?: string | null;
  /** The fallback for a missing or unknown value (default: the first tab). */
  defaultValue?: string;
  /** The query parameter that selects a tab (default "tab"); the script keeps it up to date. */
  param?: string;
  /** The address that selects a tab (default `?<param>=<value>`). */
  hrefForValue?: (value: string) => string;
  /** Prefix of the ids: the tab `<prefix>-tab-<value>`, its panel `<prefix>-tab-<value>-panel`. */
  idPrefix?: string;
  /**
   * The other tabs' panels in a <template> (no text of theirs in the page without a script): for
   * the server HTML of a page that does not hydrate. React in the browser renders every panel.
   */
  deferHiddenPanels?: boolean;
}

export function Tabs({
  label,
  items,
  value,
  defaultValue,
  param = 'tab',
  hrefForValue = (tab) => `?${new URLSearchParams({ [param]: tab })}`,
  idPrefix,
  deferHiddenPanels = false,
}: TabsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceTabs(ref.current) : undefined), []);
  const ownId = useId();
  const prefix = idPrefix ?? ownId;
  const selected = resolveTabValue(
    items.map((item) => item.value),
    value,
    defaultValue,
  );
  const tabId = (tab: string) => `${prefix}-tab-${tab}`;
  const panel = (item: TabItem) => (
    <Panel
      key={item.value}
      id={`${tabId(item.value)}-panel`}
      data-tab-panel={item.value}
      {...(item.value === selected
        ? { role: 'region', 'aria-labelledby': tabId(item.value) }
        : { hidden: true })}
    >
      {item.content}
    </Panel>
  );
  const others = items.filter((item) => item.value !== selected);
  return (
    <Root ref={ref} data-tabs="" data-tabs-param={param}>
      <nav aria-label={label}>
        <TabBar>
          {items.map((item) => (
            <li key={item.value}>
              <TabLink
                id={tabId(item.value)}
                href={hrefForValue(item.value)}
                data-tab={item.value}
                aria-current={item.value === selected ? 'page' : undefined}
              >
                {item.label}
              </TabLink>
            </li>
          ))}
        </TabBar>
      </nav>
      {deferHiddenPanels
        ? [
            ...items.filter((item) => item.value === selected).map(panel),
            others.length > 0 ? (
              <template key="others" data-tab-panels="">
                {others.map(panel)}
              </template>
            ) : null,
          ]
        : items.map(panel)}
    </Root>
  );
}
