// /publications, the thesis listing: the latest theses first, then every thesis volume.
import { Heading, Icon, Link, Stack, Text } from '@journals/design-system';
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { IssueIndex } from '../../papers/IssueIndex/IssueIndex.tsx';
import { LatestPapers } from '../../papers/LatestPapers/LatestPapers.tsx';
import { EmptyIndex, PaperPage } from '../../papers/PaperArea/PaperPage.tsx';
import { paperPageMeta } from '../../papers/page-meta.ts';
import type { loader } from './publications.server.ts';

export function meta(args: MetaArgs) {
  return paperPageMeta({ site, args });
}

export default function PublicationsPage() {
  const { latest, years } = useLoaderData<typeof loader>();
  return (
    <PaperPage
      title="Publications"
      lead={`Theses published by ${site.names.acronym}, newest first.`}
    >
      {latest ? (
        <Stack as="section" aria-labelledby="latest-theses-heading">
          <Heading level={2} size="2xl" id="latest-theses-heading">
            Latest theses: {latest.heading}
          </Heading>
          {latest.papers.length > 0 ? (
            <LatestPapers
              variant="thesis"
              papers={latest.papers}
              aria-labelledby="latest-theses-heading"
            />
          ) : (
            <Text>No Paper Found</Text>
          )}
          <Link href={latest.href} variant="standalone">
            All {latest.total} theses of {latest.heading} <Icon name="chevronRight" />
          </Link>
        </Stack>
      ) : (
        <EmptyIndex>No theses have been published yet.</EmptyIndex>
      )}
      {years.length > 0 ? (
        <Stack as="section" aria-labelledby="thesis-volumes-heading">
          <Heading level={2} size="2xl" id="thesis-volumes-heading">
            All thesis volumes
          </Heading>
          <IssueIndex years={years} headingLevel={3} />
        </Stack>
      ) : null}
    </PaperPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './publications.server.ts';
