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

export function normalizePaperDetails(details: ApiPaperDetails): PaperDetails {
  return {
    id: details.id,
    uniqueId: details.uniqueid,
    title: details.title,
    abstract: sanitizeRichText(details.abstract),
    authors: authorsWithFallback(details, details.author),
    pdfUrl: details.url,
    doi: details.doi,
    doiLink: doiLinkOf(details.doi, details.doi_Link),
    articleType: details.articletype,
    pages: details.pages,
    ...pageRange(details.pages),
    year: details.year,
    volume: details.volume,
    issue: details.issue,
    month: details.paper_month,
    createdTime: details.created_time,
    updatedAt: details.updated_at,
    references: normalizeReferences(details.references),
    citation: details.citation,
    designation: details.designation,
    degree: null,
    institution: null,
    conferenceName: null,
  };
}

export function normalizeConferenceDetails(details: ApiConferenceDetails): PaperDetails {
  return {
    id: details.id,
    uniqueId: null,
    title: details.title,
    abstract: sanitizeRichText(details.abstract),
    authors: authorsOf(details),
    pdfUrl: details.pdf_url,
    doi: details.doi,
    doiLink: doiLinkOf(details.doi, null),
    articleType: null,
    pages: details.pages,
    ...pageRange(details.pages),
    year: details.year,
    volume: null,
    issue: null,
    month: details.month,
    createdTime: details.updated_at,
    updatedAt: details.updated_at,
    references: normalizeReferences(details.references),
    citation: null,
    designation: null,
    degree: null,
    institution: null,
    conferenceName: details.conference_name,
  };
}

export function normalizeThesisDetails(details: ApiThesisDetails): PaperDetails {
  return {
    id: details.id,
    uniqueId: null,
    title: details.title,
    abstract: sanitizeRichText(details.abstract),
    authors: authorsOf(details),
    pdfUrl: details.paper_url,
    doi: null,
    doiLink: null,
    articleType: null,
    pages: details.pages,
    ...pageRange(details.pages),
    year: details.year,
    volume: null,
    issue: null,
    month: details.month,
    createdTime: null,
    updatedAt: details.updated_at,
    references: normalizeReferences(details.references),
    citation: null,
    designation: null,
    degree: details.degree,
    institution: details.institution,
    conferenceName: null,
  };
}
