import type { PaperSummary } from '@journals/api-contract';
import type { IssueSlot } from '@journals/paper-list';

/** The home page's latest issue: its papers, none published yet, or the API failed. */
export type LatestIssue =
  | { status: 'ready'; slot: IssueSlot; papers: PaperSummary[]; totalPapers: number }
  | { status: 'empty' }
  | { status: 'failed' };
