// The audience section: five tabs (authors, researchers, editors, reviewers, librarians) whose
// selection lives in the URL (`?tab=`), so it can be shared and works without JavaScript: links
// in the server HTML, ARIA tabs with arrow keys once hydrated (the URL follows, replaced).
import type { AudienceTab, PublisherHome } from '@journals/content';
import { Heading, Section, Stack, Tabs, Text } from '@journals/design-system';
import { InlineContent } from '@journals/site-kit/content';
import { useSearchParams } from 'react-router';
import { audienceTab, audienceTabHref } from './audience-tab.ts';
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

export function AudienceTabs({
  audiences,
  joinPanel,
}: Pick<PublisherHome, 'audiences' | 'joinPanel'>) {
  const [search, setSearch] = useSearchParams();
  const values = audiences.tabs.map((tab) => tab.value);
  const [first = 'authors', ...rest] = values;
  const selected = audienceTab([first, ...rest], search);
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
          defaultValue={first}
          hrefForValue={(value) => audienceTabHref(value, audiences.id)}
          onValueChange={(value) =>
            setSearch({ tab: value }, { replace: true, preventScrollReset: true })
          }
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
