// Loader of the four details pages (/archives, /current-issue, /thesis and /conference
// /paper-details?paperid=..&papertitle=..[&section=..]). The area comes from the path.
import type { PaperDetails } from '@journals/api-contract';
import {
  paperDetailsHref,
  paperSlug,
  parsePaperDetailsQuery,
  type ListVariant,
} from '@journals/paper-list/model';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { journalFileUrl } from '../../meta/file-url.ts';
import { detailsBackLink, type BackLink } from '../../papers/back-link.ts';
import { detailsContext } from '../../papers/details-context.server.ts';
import { fetchPaperDetails } from '../../papers/fetch-details.server.ts';
import { paperVariantAt } from '../../papers/paper-paths.ts';
import { htmlToText, summary } from '../../papers/plain-text.ts';
import { serverApi } from '../../server/journal-api.server.ts';
import { publicOrigin } from '@journals/site-kit/server/public-origin.server.ts';

export interface PaperDetailsData {
  variant: ListVariant;
  details: PaperDetails;
  /** The PDF under the journal's prefix, absolute (Google Scholar's citation_pdf_url). */
  pdfUrl: string | null;
  backLink: BackLink;
  /** The canonical address of the page (without `section`), relative to the prefix. */
  canonicalHref: string;
  /** The abstract as plain text, cut for the meta description. */
  description: string;
}

function notFound(): never {
  throw data('Not Found', { status: 404 });
}

/** `url` is the page's address (React Router removes its own `.data` suffix and parameters). */
export async function loader({ request, url }: LoaderFunctionArgs): Promise<PaperDetailsData> {
  const variant = paperVariantAt(site, url.pathname, 'detailsPath') ?? notFound();
  const query = parsePaperDetailsQuery(url.searchParams) ?? notFound();

  const { client } = serverApi(site);
  const [details, context] = await Promise.all([
    fetchPaperDetails(client, variant, query.paperId),
    detailsContext(client, variant),
  ]);
  if (!details) notFound();

  // One address per paper: a missing or outdated title slug (or another spelling of the id)
  // moves permanently to the canonical one, keeping the section asked for. React Router adds
  // the basename (the journal prefix) to the location.
  if (query.titleSlug !== paperSlug(details.title) || query.paperId !== details.id) {
    throw redirect(paperDetailsHref(variant, details, query.section ?? undefined), 301);
  }

  return {
    variant,
    details,
    pdfUrl: journalFileUrl(site, publicOrigin(request), details.pdfUrl),
    backLink: detailsBackLink(variant, details, context),
    canonicalHref: paperDetailsHref(variant, details),
    description: summary(htmlToText(details.abstract)),
  };
}
