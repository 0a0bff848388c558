// What the index pages list: every year (newest first) with its volumes and, for the archive,
// their issues, each as a link to its paper list. Pure functions of the index data.
import type { ArchiveIndex, ConferenceCategory } from '@journals/api-contract';
import {
  hrefFor,
  listHeading,
  volumeList,
  type IssueSlot,
  type ListSelection,
} from '@journals/paper-list/model';

export interface IndexLink {
  /** The visible text ('Issue 3', 'Volume 2'). */
  label: string;
  /**
   * Words around the label that make the link's name complete for assistive technology, visually
   * hidden: 'Volume 2, ' + 'Issue 3' + ' (2025)'.
   */
  before: string;
  after: string;
  href: string;
  /** This is the current issue. */
  current: boolean;
}

export interface IndexGroup {
  /** 'Volume 2' above the issues of a volume; absent when the links are the volumes themselves. */
  heading: string | null;
  links: IndexLink[];
}

export interface IndexYear {
  year: number;
  groups: IndexGroup[];
}

const firstPage = { page: 1, search: '', conference: null } as const;

function sameSlot(a: IssueSlot, b: IssueSlot | null): boolean {
  return b !== null && a.year === b.year && a.volume === b.volume && a.issue === b.issue;
}

function byYearNewestFirst<T extends { year: number }>(years: T[]): T[] {
  return [...years].sort((a, b) => b.year - a.year);
}

/**
 * The archive as years -> volumes -> issue links to the archive list. The `current` issue is
 * marked, and linked to `currentHref` when given (the current-issue list).
 */
export function archiveIndexEntries(
  index: ArchiveIndex,
  current: IssueSlot | null = null,
  currentHref?: string,
): IndexYear[] {
  const years = new Map<number, IndexGroup[]>();
  for (const { year, volume, issues } of volumeList(index)) {
    const links = issues.map((issue): IndexLink => {
      const slot = { year, volume, issue };
      const isCurrent = sameSlot(slot, current);
      return {
        label: `Issue ${issue}`,
        before: `Volume ${volume}, `,
        after: ` (${year})`,
        href:
          isCurrent && currentHref ? currentHref : hrefFor('archives', { ...slot, ...firstPage }),
        current: isCurrent,
      };
    });
    const groups = years.get(year) ?? [];
    groups.push({ heading: `Volume ${volume}`, links });
    years.set(year, groups);
  }
  return byYearNewestFirst([...years.entries()].map(([year, groups]) => ({ year, groups })));
}

/** The thesis index as years -> volume links to the thesis list. */
export function thesisIndexEntries(index: ArchiveIndex): IndexYear[] {
  const years = new Map<number, IndexLink[]>();
  for (const { year, volume } of volumeList(index)) {
    const selection: ListSelection = { year, volume, issue: 1, ...firstPage };
    const links = years.get(year) ?? [];
    links.push({
      label: `Volume ${volume}`,
      before: '',
      // Not ', Year ...': browsers put a space before a hidden part that starts with a comma.
      after: ` (${year})`,
      href: hrefFor('thesis', selection),
      current: false,
    });
    years.set(year, links);
  }
  return byYearNewestFirst(
    [...years.entries()].map(([year, links]) => ({ year, groups: [{ heading: null, links }] })),
  );
}

export interface ConferenceEntry {
  id: number;
  name: string;
  /** 'Volume 2, Issue 5 (2025)': where its papers are published. */
  published: string;
  href: string;
}

export interface ConferenceYear {
  year: number;
  conferences: ConferenceEntry[];
}

/** The conferences by year (newest first), in volume, issue and id order within a year. */
export function conferenceIndexEntries(
  categories: readonly ConferenceCategory[],
): ConferenceYear[] {
  const years = new Map<number, ConferenceEntry[]>();
  const ordered = [...categories].sort(
    (a, b) => a.volume - b.volume || a.issue - b.issue || a.id - b.id,
  );
  for (const { id, name, year, volume, issue } of ordered) {
    const selection: ListSelection = {
      year,
      volume,
      issue,
      page: 1,
      search: '',
      conference: { id, name },
    };
    const entries = years.get(year) ?? [];
    entries.push({
      id,
      name,
      published: listHeading('conference', selection),
      href: hrefFor('conference', selection),
    });
    years.set(year, entries);
  }
  return byYearNewestFirst(
    [...years.entries()].map(([year, conferences]) => ({ year, conferences })),
  );
}
