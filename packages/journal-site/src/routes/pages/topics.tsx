// /topics: the introduction, then the API's topics grouped by category.
import type { TopicGroup } from '@journals/api-contract';
import { Card, EmptyState, Grid, Heading, Stack } from '@journals/design-system';
import { useId } from 'react';
import { useLoaderData } from 'react-router';
import { topics as topicsPage } from '@journals/content';
import { TextPage } from './TextPage.tsx';
import { TopicList } from './topics.styles.ts';
import type { loader } from './topics.server.ts';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

function TopicGroups({ groups }: { groups: TopicGroup[] }) {
  if (groups.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No Topics Listed Yet"
        description="The editors have not listed any topics yet."
      />
    );
  }
  return (
    <Grid as="ul" minItemWidth="18rem" gap={4} aria-label="Topics by category">
      {groups.map((group) => (
        <Card as="li" key={group.category} padding={4}>
          <Heading level={3} size="lg">
            {group.category}
          </Heading>
          <TopicList>
            {group.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </TopicList>
        </Card>
      ))}
    </Grid>
  );
}

export default function Topics() {
  const { topics } = useLoaderData<typeof loader>();
  const headingId = useId();
  return (
    <TextPage page={topicsPage}>
      <Stack as="section" gap={4} aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Topics by category
        </Heading>
        <TopicGroups groups={topics} />
      </Stack>
    </TextPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './topics.server.ts';
