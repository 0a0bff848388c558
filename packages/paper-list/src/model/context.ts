// What a list needs to know besides its URL: the index it navigates. One type for the four
// variants; every rule that depends on the data takes a context.
import { latestIssueCount, volumeList, type VolumeEntry } from './archive-index.ts';
import { conferenceAt, conferenceIndex } from './conference.ts';
import type { ConferenceRef, IssueSlot, ListSelection } from './selection.ts';
import type { ArchiveIndex, ConferenceCategory } from './types.ts';

export type ListContext =
  | {
      variant: 'archives' | 'current-issue';
      /** The archive index (archiveYearListing). */
      index: ArchiveIndex;
    }
  | {
      variant: 'thesis';
      /** The thesis index (thesisYearListing): every volume with issues [0]. */
      index: ArchiveIndex;
    }
  | {
      variant: 'conference';
      /** The conference category list (conferenceCategoriesFetch). */
      categories: readonly ConferenceCategory[];
    };

/** The thesis list has no issues; its selection holds issue 1 (spec: "sets the issue to '1'"). */
export const thesisIssue = 1;

/**
 * The volumes and issues a list can show, oldest volume first (see `volumeList`):
 * - archives: the archive index as it is;
 * - current issue: issues above the latest year's issue count are left out, since the spec
 *   resets such an issue to 1 (no control ever offers an issue that would not be shown);
 * - thesis: every volume with the single issue 1;
 * - conference: the index made of the conference categories.
 */
export function navigableVolumes(context: ListContext): readonly VolumeEntry[] {
  let volumes = navigableVolumesOf.get(context);
  if (!volumes) {
    volumes = volumesOf(context);
    navigableVolumesOf.set(context, volumes);
  }
  return volumes;
}

/** A list's navigable volumes, worked out once per context (a render asks several times). */
const navigableVolumesOf = new WeakMap<ListContext, readonly VolumeEntry[]>();

function volumesOf(context: ListContext): VolumeEntry[] {
  switch (context.variant) {
    case 'archives':
      return volumeList(context.index);
    case 'current-issue': {
      const count = latestIssueCount(context.index);
      return volumeList(context.index)
        .map((entry) => ({ ...entry, issues: entry.issues.filter((issue) => issue <= count) }))
        .filter((entry) => entry.issues.length > 0);
    }
    case 'thesis':
      return volumeList(
        context.index.map(({ year, volumes }) => ({
          year,
          volumes: volumes.map(({ volume }) => ({ volume, issues: [thesisIssue] })),
        })),
      );
    case 'conference':
      return volumeList(conferenceIndex(context.categories));
  }
}

/**
 * The selection showing a year, volume and issue, or null when the context has no such place.
 * On the conference list the place resolves to a conference: `preferred` when it is there,
 * otherwise the one with the lowest id.
 */
export function selectionAt(
  context: ListContext,
  slot: IssueSlot,
  rest: Pick<ListSelection, 'page' | 'search'>,
  preferred?: ConferenceRef | null,
): ListSelection | null {
  const exists = navigableVolumes(context).some(
    (entry) =>
      entry.year === slot.year && entry.volume === slot.volume && entry.issues.includes(slot.issue),
  );
  if (!exists) return null;
  const base = { year: slot.year, volume: slot.volume, issue: slot.issue, ...rest };
  if (context.variant !== 'conference') return { ...base, conference: null };
  const keep = context.categories.find(
    (c) =>
      c.id === preferred?.id &&
      c.year === slot.year &&
      c.volume === slot.volume &&
      c.issue === slot.issue,
  );
  const conference = keep ?? conferenceAt(context.categories, slot);
  return conference ? { ...base, conference: { id: conference.id, name: conference.name } } : null;
}
