// The audience section: five tabs (authors, researchers, editors, reviewers, librarians) whose
// selection lives in the URL (`?tab=`), so it can be shared and works without JavaScript. The
// server HTML has the tabs as links (the selected one aria-current) and the selected panel; the
// other panels wait in a <template>. The enhancement script (audience-tabs.ts) makes them ARIA
// tabs that switch in place, with arrow keys, the address following (replaced).
import type { AudienceTab, PublisherHome } from '@journals/content';
import { Heading, Section, Stack, Text } from '@journals/design-system';
import { InlineContent } from '@journals/site-kit/content';
import { useDocumentHydrates } from '@journals/site-kit/document/hydration';
import { useSearchParams } from 'react-router';
import { audienceTab, audienceTabHref } from './audience-tab.ts';
import { enhanceTabs } from './audience-tabs.ts';
import { TabBar, TabLink, TabPanel, TabsRoot } from './audience-tabs.styles.ts';
import { AudienceGroups } from './home.styles.ts';
import { useEnhancement } from './use-enhancement.ts';

function AudiencePanel({ tab }: { tab: AudienceTab }) {
  return (
    <Stack gap={4}>
      <Heading level={3}>{tab.heading}</Heading>
      <Text>{tab.intro}</Text>
      <AudienceGroups>
        {tab.groups.map((group) => (
          <div key={group.heading}>
            <Heading level={4} size="lg">
              {group.heading}
            </Heading>
            <ul>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </AudienceGroups>
    </Stack>
  );
}

export function AudienceTabs({
  audiences,
  joinPanel,
}: Pick<PublisherHome, 'audiences' | 'joinPanel'>) {
  const [search] = useSearchParams();
  // In the browser (and on a page that hydrates) React renders every panel; the server HTML of a
  // page that does not hydrate keeps the others in a <template> for the script.
  const live = useDocumentHydrates();
  const ref = useEnhancement<HTMLDivElement>(enhanceTabs);
  const values = audiences.tabs.map((tab) => tab.value);
  const [first = 'authors', ...rest] = values;
  const selected = audienceTab([first, ...rest], search);
  const tabId = (value: string) => `${audiences.id}-tab-${value}`;
  const panel = (tab: AudienceTab) => (
    <TabPanel
      key={tab.value}
      id={`${tabId(tab.value)}-panel`}
      data-tab-panel={tab.value}
      {...(tab.value === selected
        ? { role: 'region', 'aria-labelledby': tabId(tab.value) }
        : { hidden: true })}
    >
      <AudiencePanel tab={tab} />
    </TabPanel>
  );
  const others = audiences.tabs.filter((tab) => tab.value !== selected);
  return (
    <Section id={audiences.id} title={audiences.heading} description={audiences.intro}>
      <Stack gap={6}>
        <TabsRoot ref={ref} data-tabs="" data-tabs-param="tab">
          <nav aria-label="Audience">
            <TabBar>
              {audiences.tabs.map((tab) => (
                <li key={tab.value}>
                  <TabLink
                    id={tabId(tab.value)}
                    href={audienceTabHref(tab.value, audiences.id)}
                    data-tab={tab.value}
                    aria-current={tab.value === selected ? 'page' : undefined}
                  >
                    {tab.label}
                  </TabLink>
                </li>
              ))}
            </TabBar>
          </nav>
          {live
            ? audiences.tabs.map(panel)
            : [
                ...audiences.tabs.filter((tab) => tab.value === selected).map(panel),
                others.length > 0 ? (
                  <template key="others" data-tab-panels="">
                    {others.map(panel)}
                  </template>
                ) : null,
              ]}
        </TabsRoot>
        <Stack gap={2}>
          <Heading level={3} size="lg">
            {joinPanel.heading}
          </Heading>
          <Text>
            <InlineContent text={joinPanel.text} />
          </Text>
        </Stack>
      </Stack>
    </Section>
  );
}
