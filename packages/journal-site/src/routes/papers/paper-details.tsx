// The details page of a paper (archives, current issue), a thesis or a conference paper. One
// module serves the four paths; see paper-details.server.ts for its loader. It does not hydrate:
// it ships no React, only its enhancement scripts, which make the citations' Copy buttons work
// (papers/PaperDetails/copy-buttons.ts, a few hundred bytes) and, when a link asks for a section
// (?section=FullArticle or References), bring that section into view with the focus on it
// (@journals/site-kit's ui/navigation/scroll-target.ts, on the article's data-scroll-target).
import { parsePaperDetailsQuery } from '@journals/paper-list/model';
import { sitePath } from '@journals/site-config';
import type { MetaArgs, MetaDescriptor, ShouldRevalidateFunction } from 'react-router';
import { useLoaderData, useLocation } from 'react-router';
import { site } from 'journal-site:config';
import { jsonLdMeta } from '@journals/site-kit/ui/json-ld';
import type { Thing, WithContext } from 'schema-dts';
import { citationMeta } from '../../meta/citation-meta.ts';
import { paperPageMeta } from '../../papers/page-meta.ts';
import { PaperDetailsView } from '../../papers/PaperDetails/PaperDetails.tsx';
import type { JournalRouteHandle } from '../../layout/route-handle.ts';
import copyButtonsScript from '../../papers/PaperDetails/copy-buttons.ts?enhance';
import scrollTargetScript from '@journals/site-kit/ui/navigation/scroll-target.ts?enhance';
import type { loader } from './paper-details.server.ts';

/** The section a details address asks to be focused, or null. */
function requestedSection({ search }: { search: string }) {
  return parsePaperDetailsQuery(new URLSearchParams(search))?.section ?? null;
}

export const handle: JournalRouteHandle = {
  enhance: (location) =>
    requestedSection(location) === null
      ? [copyButtonsScript]
      : [copyButtonsScript, scrollTargetScript],
};

export function meta(args: MetaArgs<typeof loader>): MetaDescriptor[] {
  const data = args.loaderData;
  if (!data) return paperPageMeta({ site, args });
  const [pathname, search = ''] = sitePath(site, data.canonicalHref).split('?');
  return [
    ...paperPageMeta({
      site,
      args,
      title: data.details.title,
      description: data.description || undefined,
      canonical: { pathname: pathname ?? '', search: search ? `?${search}` : '' },
      ogType: 'article',
    }),
    ...citationMeta({
      site,
      details: data.details,
      pdfUrl: data.pdfUrl,
      abstractUrl: data.recordUrl,
      kind: data.kind,
    }),
    ...data.structuredData.map((document) => jsonLdMeta(document as WithContext<Thing>)),
  ];
}

/** Moving between the sections of the same paper needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const same =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('paperid') === nextUrl.searchParams.get('paperid') &&
    currentUrl.searchParams.get('papertitle') === nextUrl.searchParams.get('papertitle');
  return same ? false : defaultShouldRevalidate;
};

export default function PaperDetailsPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const section = requestedSection(location);
  return (
    <PaperDetailsView
      variant={data.variant}
      details={data.details}
      pdfUrl={data.pdfUrl}
      backLink={data.backLink}
      section={section}
      kind={data.kind}
      citations={data.citations}
    />
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './paper-details.server.ts';
