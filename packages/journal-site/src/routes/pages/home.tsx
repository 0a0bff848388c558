// The journal home (spec: "with a data loader"): the journal's introduction, its particulars, the
// latest issue's papers and the call for papers, on the gradient background.
import { Card, Heading, Link, LinkButton, Stack, Text } from '@journals/design-system';
import { useId } from 'react';
import { useLoaderData, type MetaArgs } from 'react-router';
import { jsonLdMeta } from '@journals/site-kit/ui/json-ld';
import { routeFailed } from '@journals/site-kit/ui/meta';
import type { Thing, WithContext } from 'schema-dts';
import { pageMeta } from './page-meta.ts';
import { site } from 'journal-site:config';
import { useCurrentIssueHref, useJournalConfig } from '../../layout/journal-settings.ts';
import { editorialLoginHref } from '@journals/site-kit/ui/navigation';
import type { JournalRouteHandle } from '../../layout/route-handle.ts';
import { Eyebrow, Hero } from './home/home.styles.ts';
import { JournalFacts } from './home/JournalFacts.tsx';
import { LatestIssue } from './home/LatestIssue.tsx';
import type { loader } from './home.server.ts';

/** The page's head tags, and the journal as a schema.org Periodical (JSON-LD). */
export function meta(args: MetaArgs<typeof loader>) {
  const data = args.loaderData;
  if (routeFailed(args.error) || !data) return pageMeta(args);
  const documents = data.structuredData as WithContext<Thing>[];
  return [...pageMeta(args), ...documents.map((document) => jsonLdMeta(document))];
}
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export const handle: JournalRouteHandle = { background: 'gradient' };

function CallForPapers({ lead }: { lead: string }) {
  const headingId = useId();
  return (
    <Card as="section" tone="brand" padding={6} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Call for Papers
      </Heading>
      <Text>{lead}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} align="flex-start">
        <LinkButton href="/call-for-papers">Read the call for papers</LinkButton>
        <LinkButton href="/instruction-for-author" variant="secondary">
          Instructions for authors
        </LinkButton>
      </Stack>
    </Card>
  );
}

export default function JournalHome() {
  const { latest, leads } = useLoaderData<typeof loader>();
  const config = useJournalConfig();
  const currentIssueHref = useCurrentIssueHref();
  const { journal } = config;
  return (
    <Stack gap={7}>
      <Hero aria-labelledby="journal-title">
        <Eyebrow>Open access · Peer reviewed · Since {journal.startYear}</Eyebrow>
        <Heading level={1} size="4xl" id="journal-title">
          {site.names.title} ({site.names.acronym})
        </Heading>
        <Text size="lg">{leads.aimAndScope}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} align="flex-start">
          <LinkButton href={editorialLoginHref(config.editorialLogin)} newTab size="lg">
            Submit Your Paper
          </LinkButton>
          <LinkButton href={currentIssueHref} variant="secondary" size="lg">
            Current Issue
          </LinkButton>
        </Stack>
        <Link href="/aim-and-scope" variant="standalone">
          Read the aim and scope
        </Link>
      </Hero>
      <LatestIssue latest={latest} issueHref={currentIssueHref} />
      <JournalFacts config={config} />
      <CallForPapers lead={leads.callForPapers} />
    </Stack>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { loader } from './home.server.ts';
