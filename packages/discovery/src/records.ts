// What the discovery services (sitemap, feeds, OAI-PMH, citation files) publish: the journal's
// records (its papers, theses and conference papers) at their canonical addresses.
import type { PaperSummary } from '@journals/api-contract';
import { paperDetailsHref, type ListVariant } from '@journals/paper-list/model';

export const recordKinds = ['article', 'thesis', 'conference'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** The paper area whose details page is a record's canonical address. */
export const recordArea = {
  article: 'archives',
  thesis: 'thesis',
  conference: 'conference',
} as const satisfies Record<RecordKind, ListVariant>;

/** The kind of record a details page shows (the current issue's papers are articles). */
export function recordKindOf(variant: ListVariant): RecordKind {
  if (variant === 'thesis') return 'thesis';
  if (variant === 'conference') return 'conference';
  return 'article';
}

export interface JournalRecord {
  kind: RecordKind;
  summary: PaperSummary;
  /** The volume (and issue) the record is listed under: an article's issue, a thesis volume, a
   * conference's volume and issue. */
  volume: number | null;
  issue: number | null;
  /** A conference paper's conference. */
  conference: { id: number; name: string } | null;
}

/** The record's canonical page, relative to the journal prefix. */
export function recordHref(record: {
  kind: RecordKind;
  summary: Pick<PaperSummary, 'id' | 'title'>;
}): string {
  return paperDetailsHref(recordArea[record.kind], record.summary);
}
