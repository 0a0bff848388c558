// /conference: the published conferences by year, each linking to the list of its papers.
import { Link } from '@journals/design-system';
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { ConferenceIndex } from '../../papers/ConferenceIndex/ConferenceIndex.tsx';
import { EmptyIndex, PaperPage } from '../../papers/PaperArea/PaperPage.tsx';
import { paperPageMeta } from '../../papers/page-meta.ts';
import type { loader } from './conference.server.ts';

export function meta(args: MetaArgs) {
  return paperPageMeta({ site, args });
}

export default function ConferenceIndexPage() {
  const { years } = useLoaderData<typeof loader>();
  return (
    <PaperPage
      title="Published Conferences"
      lead={
        <>
          Proceedings of the conferences {site.names.acronym} has published. Choose a conference to
          see its papers. Organising a conference?{' '}
          <Link href="/conference-procedings">Publish your proceedings with us</Link>.
        </>
      }
    >
      {years.length > 0 ? (
        <ConferenceIndex years={years} />
      ) : (
        <EmptyIndex>No conference proceedings have been published yet.</EmptyIndex>
      )}
    </PaperPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './conference.server.ts';
