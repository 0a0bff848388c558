// Detail responses of papers, conference papers and theses -> PaperDetails.
import { sanitizeRichText } from '#rich-text';
import type * as z from 'zod/mini';
import type { conferenceDetailsSchema } from '../responses/conference.ts';
import type { paperDetailsSchema } from '../responses/paper.ts';
import type { thesisDetailsSchema } from '../responses/thesis.ts';
import type { PaperDetails } from '../types.ts';
import { authorsOf, authorsWithFallback } from './authors.ts';
import { pageRange } from './page-range.ts';
import { normalizeReferences } from './references.ts';

export type ApiPaperDetails = z.output<typeof paperDetailsSchema>;
export type ApiConferenceDetails = z.output<typeof conferenceDetailsSchema>;
export type ApiThesisDetails = z.output<typeof thesisDetailsSchema>;

/** The DOI link the server gave, else https://doi.org/<doi> when there is a DOI. */
export function doiLinkOf(doi: string | null, doiLink: string | null): string | null {
  if (doiLink !== null) return doiLink;
  return doi === null ? null : `https://doi.org/${doi}`;
}

/** The fields every detail response gives alike, under the same names. */
type SharedDetails = Pick<
  ApiPaperDetails | ApiConferenceDetails | ApiThesisDetails,
  'id' | 'title' | 'abstract' | 'pages' | 'year' | 'updated_at' | 'references'
>;

/** What a kind of paper gives of its own: authors, PDF and month always, the rest where it has them. */
type OwnDetails = Pick<PaperDetails, 'authors' | 'pdfUrl' | 'month'> &
  Partial<
    Pick<
      PaperDetails,
      | 'uniqueId'
      | 'doi'
      | 'doiLink'
      | 'articleType'
      | 'volume'
      | 'issue'
      | 'createdTime'
      | 'citation'
      | 'designation'
      | 'degree'
      | 'institution'
      | 'conferenceName'
    >
  >;

/** A PaperDetails of the shared fields and the kind's own; what the kind does not give is null. */
function paperDetailsOf(details: SharedDetails, own: OwnDetails): PaperDetails {
  return {
    id: details.id,
    uniqueId: own.uniqueId ?? null,
    title: details.title,
    abstract: sanitizeRichText(details.abstract),
    authors: own.authors,
    pdfUrl: own.pdfUrl,
    doi: own.doi ?? null,
    doiLink: own.doiLink ?? null,
    articleType: own.articleType ?? null,
    pages: details.pages,
    ...pageRange(details.pages),
    year: details.year,
    volume: own.volume ?? null,
    issue: own.issue ?? null,
    month: own.month,
    createdTime: own.createdTime ?? null,
    updatedAt: details.updated_at,
    references: normalizeReferences(details.references),
    citation: own.citation ?? null,
    designation: own.designation ?? null,
    degree: own.degree ?? null,
    institution: own.institution ?? null,
    conferenceName: own.conferenceName ?? null,
  };
}

export function normalizePaperDetails(details: ApiPaperDetails): PaperDetails {
  return paperDetailsOf(details, {
    uniqueId: details.uniqueid,
    authors: authorsWithFallback(details, details.author),
    pdfUrl: details.url,
    doi: details.doi,
    doiLink: doiLinkOf(details.doi, details.doi_Link),
    articleType: details.articletype,
    volume: details.volume,
    issue: details.issue,
    month: details.paper_month,
    createdTime: details.created_time,
    citation: details.citation,
    designation: details.designation,
  });
}

export function normalizeConferenceDetails(details: ApiConferenceDetails): PaperDetails {
  return paperDetailsOf(details, {
    authors: authorsOf(details),
    pdfUrl: details.pdf_url,
    doi: details.doi,
    doiLink: doiLinkOf(details.doi, null),
    month: details.month,
    createdTime: details.updated_at,
    conferenceName: details.conference_name,
  });
}

export function normalizeThesisDetails(details: ApiThesisDetails): PaperDetails {
  return paperDetailsOf(details, {
    authors: authorsOf(details),
    pdfUrl: details.paper_url,
    month: details.month,
    degree: details.degree,
    institution: details.institution,
  });
}
