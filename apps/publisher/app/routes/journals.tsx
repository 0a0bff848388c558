// /journals: the introduction, then the six journals of the site config as cards; Visit Journal
// opens a journal's site in a new tab (the two sections here: /indjeee/ and /indjece/).
import { journals } from '@journals/content';
import { Grid, JournalCard } from '@journals/design-system';
import { ContentPageView } from '@journals/site-kit/ui/content';
import { routeMeta } from '@journals/site-kit/ui/meta';
import { PageBody } from '../layout/PageBody.tsx';
import { usePublisherConfig } from '../layout/publisher-settings.ts';
import { site } from '../site.ts';
import type { Route } from './+types/journals.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export function meta(args: Route.MetaArgs) {
  return routeMeta(site, args);
}

export default function Journals() {
  const config = usePublisherConfig();
  return (
    <PageBody>
      <ContentPageView page={journals(config)}>
        <Grid as="ul" aria-label="Our journals" minItemWidth="17rem" gap={5}>
          {config.journals.map((journal) => (
            <li key={journal.id}>
              <JournalCard
                title={journal.title}
                fullTitle={journal.fullTitle}
                eIssn={journal.eIssn}
                publicationMonths={journal.publicationMonth}
                frequency={journal.publicationFrequency}
                imageUrl={`${site.prefix}${journal.imageUrl}`}
                href={journal.link}
                headingLevel={2}
              />
            </li>
          ))}
        </Grid>
      </ContentPageView>
    </PageBody>
  );
}
