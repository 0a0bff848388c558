// The audience section: the design system's Tabs with five tabs (authors, researchers, editors,
// reviewers, librarians) whose selection lives in the URL (`?tab=`, a missing or unknown value
// selects the first), so it can be shared and works without JavaScript. The server HTML of the
// home (which does not hydrate) keeps the other panels in a <template>; the tabs' enhancement
// script (handle.enhance of routes/home.tsx) makes them ARIA tabs that switch in place.
import type { AudienceTab, PublisherHome } from '@journals/content';
import { Heading, Section, Stack, Tabs, Text } from '@journals/design-system';
import { InlineContent } from '@journals/site-kit/ui/content';
import { AudienceGroups } from './home.styles.ts';

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

/** The tab `?tab=` selects: one of the audiences' values, or null (the first tab). */
export function selectedAudience(
  audiences: PublisherHome['audiences'],
  value: string | null,
): string | null {
  return audiences.tabs.some((tab) => tab.value === value) ? value : null;
}

export interface AudienceTabsProps extends Pick<PublisherHome, 'audiences' | 'joinPanel'> {
  /** The selected tab (selectedAudience of the address's `?tab=`). */
  selected: string | null;
  /** Whether React renders the page in the browser too: then it renders every panel. */
  live: boolean;
}

export function AudienceTabs({ audiences, joinPanel, selected, live }: AudienceTabsProps) {
  return (
    <Section id={audiences.id} title={audiences.heading} description={audiences.intro}>
      <Stack gap={6}>
        <Tabs
          label="Audience"
          items={audiences.tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            content: <AudiencePanel tab={tab} />,
          }))}
          value={selected}
          param="tab"
          // At the tabs' section: the page opens there without JavaScript.
          hrefForValue={(value) => `?${new URLSearchParams({ tab: value })}#${audiences.id}`}
          idPrefix={audiences.id}
          deferHiddenPanels={!live}
        />
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
