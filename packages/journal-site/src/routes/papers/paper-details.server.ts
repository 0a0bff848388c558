// Loader of the four details pages (/archives, /current-issue, /thesis and /conference
// /paper-details?paperid=..&papertitle=..[&section=..]). The area comes from the path. An unknown
// paper is the 404 page; an API that cannot be used right now the 503 error screen.
import type { PaperDetails } from '@journals/api-contract';
import {
  paperDetailsHref,
  paperSlug,
  parsePaperDetailsQuery,
  type ListVariant,
} from '@journals/paper-list/model';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { sitePath } from '@journals/site-config';
import { breadcrumbList } from '@journals/site-kit/ui/json-ld';
import {
  formattedCitations,
  recordVersion,
  type FormattedCitation,
} from '@journals/discovery/citation/citation-formats.server';
import { cslRecord } from '@journals/discovery/citation/csl-record';
import { fetchPaperDetails } from '@journals/discovery/paper/fetch-details.server';
import { journalFileUrl } from '@journals/discovery/paper/file-url';
import { htmlToText, summary } from '@journals/discovery/paper/plain-text';
import { recordHref, recordKindOf, type RecordKind } from '@journals/discovery/records';
import { scholarlyArticleJsonLd } from '@journals/discovery/structured-data/scholarly-article';
import { paperBreadcrumbs } from '@journals/discovery/structured-data/paper-breadcrumbs';
import { detailsBackLink, type BackLink } from '../../papers/back-link.ts';
import { detailsContext } from '../../papers/details-context.server.ts';
import { paperVariantAt } from '../../papers/paper-paths.ts';
import { loadJournalPage } from '../../server/api-page.server.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';

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
  /** What the record is (the current issue's papers are articles). */
  kind: RecordKind;
  /** The record's canonical page (absolute): Scholar's citation_abstract_html_url. */
  recordUrl: string;
  /** 'How to cite' in each style, from one CSL-JSON record. */
  citations: FormattedCitation[];
  /** schema.org JSON-LD documents of the page: the paper and its breadcrumbs. */
  structuredData: object[];
}

function notFound(): never {
  throw data('Not Found', { status: 404 });
}

/** `url` is the page's address (React Router removes its own `.data` suffix and parameters). */
export async function loader({ request, url }: LoaderFunctionArgs): Promise<PaperDetailsData> {
  const variant = paperVariantAt(site, url.pathname, 'detailsPath') ?? notFound();
  const query = parsePaperDetailsQuery(url.searchParams) ?? notFound();

  const [details, context] = await loadJournalPage(request, ({ client }) =>
    Promise.all([
      fetchPaperDetails(client, variant, query.paperId),
      detailsContext(client, variant),
    ]),
  );
  if (!details) notFound();

  // One address per paper: a missing or outdated title slug (or another spelling of the id)
  // moves permanently to the canonical one, keeping the section asked for. React Router adds
  // the basename (the journal prefix) to the location.
  if (query.titleSlug !== paperSlug(details.title) || query.paperId !== details.id) {
    throw redirect(paperDetailsHref(variant, details, query.section ?? undefined), 301);
  }

  const origin = publicOrigin();
  const kind = recordKindOf(variant);
  const pdfUrl = journalFileUrl(site, origin, details.pdfUrl);
  const backLink = detailsBackLink(variant, details, context);
  const canonicalHref = paperDetailsHref(variant, details);
  const recordUrl = `${origin}${sitePath(site, recordHref({ kind, summary: details }))}`;
  const pageUrl = `${origin}${sitePath(site, canonicalHref)}`;
  return {
    variant,
    details,
    pdfUrl,
    backLink,
    canonicalHref,
    description: summary(htmlToText(details.abstract)),
    kind,
    recordUrl,
    citations: formattedCitations(
      recordVersion(site, kind, details),
      cslRecord({ site, details, kind, pageUrl: recordUrl }),
    ),
    structuredData: [
      scholarlyArticleJsonLd({ site, details, kind, origin, pageUrl, pdfUrl }),
      breadcrumbList(
        paperBreadcrumbs({ site, origin, variant, backLink, title: details.title, pageUrl }),
      ),
    ],
  };
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
