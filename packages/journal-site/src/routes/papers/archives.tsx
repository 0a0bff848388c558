// /archives: every year with its volumes and their issues, each issue a link to its paper list.
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { IssueIndex } from '../../papers/IssueIndex/IssueIndex.tsx';
import { EmptyIndex, PaperPage } from '../../papers/PaperArea/PaperPage.tsx';
import { paperPageMeta } from '../../papers/page-meta.ts';
import type { loader } from './archives.server.ts';

export function meta(args: MetaArgs) {
  return paperPageMeta({ site, args });
}

export default function ArchivesPage() {
  const { years } = useLoaderData<typeof loader>();
  return (
    <PaperPage
      title="Archives"
      lead={`Every volume and issue of ${site.names.title}, newest first. Choose an issue to see its papers.`}
    >
      {years.length > 0 ? (
        <IssueIndex years={years} />
      ) : (
        <EmptyIndex>No issues have been published yet.</EmptyIndex>
      )}
    </PaperPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './archives.server.ts';
