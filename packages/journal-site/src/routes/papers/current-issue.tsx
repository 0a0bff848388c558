// /current-issue: the current issue highlighted with a link to its papers, then every issue.
import { Card, Heading, Icon, LinkButton, Stack, Text } from '@journals/design-system';
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { IssueIndex } from '../../papers/IssueIndex/IssueIndex.tsx';
import { EmptyIndex, PaperPage } from '../../papers/PaperArea/PaperPage.tsx';
import { paperPageMeta } from '../../papers/page-meta.ts';
import type { loader } from './current-issue.server.ts';

export function meta(args: MetaArgs) {
  return paperPageMeta({ site, args });
}

export default function CurrentIssuePage() {
  const { current, years } = useLoaderData<typeof loader>();
  if (!current) {
    return (
      <PaperPage title="Current Issue">
        <EmptyIndex>No issue has been published yet.</EmptyIndex>
      </PaperPage>
    );
  }
  return (
    <PaperPage title="Current Issue" lead={`The latest issue of ${site.names.title}.`}>
      <Card as="section" tone="muted" elevation="raised" aria-labelledby="current-issue-heading">
        <Text size="sm" tone="brand" weight="semibold">
          Current issue
        </Text>
        <Heading level={2} size="2xl" id="current-issue-heading">
          {current.heading}
        </Heading>
        <div>
          <LinkButton href={current.href} startIcon={<Icon name="document" />}>
            View the papers of this issue
          </LinkButton>
        </div>
      </Card>
      <Stack as="section" aria-labelledby="all-issues-heading">
        <Heading level={2} size="2xl" id="all-issues-heading">
          All issues
        </Heading>
        <IssueIndex years={years} headingLevel={3} />
      </Stack>
    </PaperPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './current-issue.server.ts';
