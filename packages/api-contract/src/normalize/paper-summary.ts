// Paper, conference paper and thesis (server names) -> the one card shape, PaperSummary.
import type * as z from 'zod/mini';
import type { conferencePaperSchema } from '../responses/conference.ts';
import type { paperSchema } from '../responses/paper.ts';
import type { thesisSchema } from '../responses/thesis.ts';
import type { PaperListPage, PaperSummary } from '../types.ts';
import { authorsWithFallback, authorsOf } from './authors.ts';
import { normalizePagination, type RawPagination } from './pagination.ts';

export type ApiPaper = z.output<typeof paperSchema>;
export type ApiConferencePaper = z.output<typeof conferencePaperSchema>;
export type ApiThesis = z.output<typeof thesisSchema>;

export function normalizePaper(paper: ApiPaper): PaperSummary {
  return {
    id: paper.paper_id,
    uniqueId: paper.paper_uniqueid,
    title: paper.paper_title,
    authors: authorsWithFallback(paper, paper.paper_author),
    month: paper.paper_month,
    year: paper.year,
    updatedAt: paper.updated_at,
    pages: paper.paper_pages,
    pdfUrl: paper.paper_url,
    volume: paper.volume,
    issue: paper.issue,
  };
}

export function normalizeConferencePaper(paper: ApiConferencePaper): PaperSummary {
  return {
    id: paper.id,
    uniqueId: null,
    title: paper.title,
    authors: authorsOf(paper),
    month: paper.month,
    year: paper.year,
    updatedAt: paper.updated_at,
    pages: paper.pages,
    pdfUrl: paper.pdf_url,
    volume: null,
    issue: null,
  };
}

export function normalizeThesis(thesis: ApiThesis): PaperSummary {
  return {
    id: thesis.id,
    uniqueId: null,
    title: thesis.title,
    authors: authorsOf(thesis),
    month: thesis.month,
    year: thesis.year,
    updatedAt: thesis.updated_at,
    pages: thesis.pages,
    pdfUrl: thesis.paper_url,
    volume: null,
    issue: null,
  };
}

/** A list response -> items normalized one by one, and the pagination with its defaults. */
export function normalizeListPage<T>(
  items: readonly T[],
  pagination: RawPagination,
  normalizeItem: (item: T) => PaperSummary,
): PaperListPage {
  return {
    items: items.map((item) => normalizeItem(item)),
    pagination: normalizePagination(pagination),
  };
}
