// /thesis: every year with its thesis volumes, each a link to the list of its theses.
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { IssueIndex } from '../../papers/IssueIndex/IssueIndex.tsx';
import { EmptyIndex, PaperPage } from '../../papers/PaperArea/PaperPage.tsx';
import { paperPageMeta } from '../../papers/page-meta.ts';
import type { loader } from './thesis.server.ts';

export function meta(args: MetaArgs) {
  return paperPageMeta({ site, args });
}

export default function ThesisIndexPage() {
  const { years } = useLoaderData<typeof loader>();
  return (
    <PaperPage
      title="Thesis"
      lead={`Theses published by ${site.names.acronym}, by year and volume. Choose a volume to see its theses.`}
    >
      {years.length > 0 ? (
        <IssueIndex years={years} />
      ) : (
        <EmptyIndex>No theses have been published yet.</EmptyIndex>
      )}
    </PaperPage>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './thesis.server.ts';
