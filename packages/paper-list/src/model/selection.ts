// The state of a paper list, as its URL carries it (docs/architecture.md decision 2).

/** A year, volume and issue: the place of a list in the archive. */
export interface IssueSlot {
  year: number;
  volume: number;
  issue: number;
}

/** The conference a conference list shows (found by id and name in the category list). */
export interface ConferenceRef {
  id: number;
  name: string;
}

/**
 * The state of every paper list. `issue` is always 1 on the thesis list (spec: choosing a volume
 * sets the issue to '1'; the thesis URL carries only year and volume). `conference` is set on
 * the conference list only, and its year, volume and issue are those of the conference.
 */
export interface ListSelection extends IssueSlot {
  /** 1-based page of the list (search results are not paged). */
  page: number;
  /** The submitted search, trimmed and at most 200 characters; '' when no search is active. */
  search: string;
  conference: ConferenceRef | null;
}

/** Whether two selections show the same year, volume, issue and conference. */
export function sameSlot(a: ListSelection, b: ListSelection): boolean {
  return (
    a.year === b.year &&
    a.volume === b.volume &&
    a.issue === b.issue &&
    (a.conference?.id ?? null) === (b.conference?.id ?? null)
  );
}
