// The home page's latest issue: its first papers, linking to their details and the whole issue.
import type { PaperSummary } from '@journals/api-contract';
import {
  Card,
  CardMeta,
  CardTitle,
  EmptyState,
  Heading,
  Link,
  Stack,
  Text,
} from '@journals/design-system';
import {
  formatAuthors,
  listHeading,
  paperDetailsHref,
  publishedOnline,
} from '@journals/paper-list';
import { useId } from 'react';
import { LoadFailure } from '../../../layout/LoadFailure.tsx';
import type { LatestIssue as LatestIssueData } from './latest-issue.ts';

function PaperItem({ paper }: { paper: PaperSummary }) {
  const published = publishedOnline(paper);
  const authors = formatAuthors(paper.authors);
  return (
    <Card as="li" padding={4} gap={2}>
      <CardTitle level={3} size="lg" href={paperDetailsHref('current-issue', paper)}>
        {paper.title}
      </CardTitle>
      {authors ? <Text size="sm">{authors}</Text> : null}
      <CardMeta
        aria-label="Publication details"
        items={[
          ...(published ? [`Published Online: ${published}`] : []),
          ...(paper.pages ? [`Pages: ${paper.pages}`] : []),
        ]}
      />
    </Card>
  );
}

export function LatestIssue({ latest, issueHref }: { latest: LatestIssueData; issueHref: string }) {
  const headingId = useId();
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <Stack gap={1}>
        <Heading level={2} id={headingId}>
          Latest Issue
        </Heading>
        {latest.status === 'ready' ? (
          <Text tone="muted">{listHeading('current-issue', latest.slot)}</Text>
        ) : null}
      </Stack>
      {latest.status === 'failed' ? (
        <LoadFailure>
          The latest papers could not be loaded right now. Please try again later.
        </LoadFailure>
      ) : latest.status === 'empty' || latest.papers.length === 0 ? (
        <EmptyState
          headingLevel={3}
          description="No papers have been published yet. The first issue is on its way."
        />
      ) : (
        <>
          <Stack as="ul" gap={3} aria-label="Papers of the latest issue">
            {latest.papers.map((paper) => (
              <PaperItem key={paper.id} paper={paper} />
            ))}
          </Stack>
          <Link href={issueHref} variant="standalone">
            View all {latest.totalPapers} papers of the issue
          </Link>
        </>
      )}
    </Stack>
  );
}
