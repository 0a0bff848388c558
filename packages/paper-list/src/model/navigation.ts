// Moving between volumes and issues: the selectors and their previous/next arrows. Every move
// gives a whole selection (and its URL); the page goes back to 1 whenever the year, volume or
// issue changes, and any search ends (a navigation control always leads to a list).
import type { VolumeEntry } from './archive-index.ts';
import { navigableVolumes, selectionAt, thesisIssue, type ListContext } from './context.ts';
import { sameSlot, type IssueSlot, type ListSelection } from './selection.ts';
import { hrefFor } from './url.ts';
import { listVariants } from './variants.ts';

/** The neighbours of position `at` in a list, without wrapping: null at either end. */
export function adjacent<T>(
  items: readonly T[],
  at: number,
): { previous: T | null; next: T | null } {
  if (at < 0 || at >= items.length) return { previous: null, next: null };
  return { previous: items[at - 1] ?? null, next: items[at + 1] ?? null };
}

/**
 * The issue a volume change keeps (archive rule "keeps the current issue"): the current issue
 * when the new volume has it, otherwise the highest issue below it, otherwise the new volume's
 * first issue. So issue 4 moving to a volume with issues 1-3 shows issue 3.
 */
export function clampIssue(issues: readonly number[], issue: number): number | null {
  if (issues.includes(issue)) return issue;
  // Stryker disable next-line EqualityOperator: `issue` is not among `issues` here (checked above)
  const below = issues.filter((candidate) => candidate < issue);
  return below.at(-1) ?? issues[0] ?? null;
}

/** Move a selection to another place: page 1 when the place changes, search ended. */
function moveTo(
  context: ListContext,
  selection: ListSelection,
  slot: IssueSlot,
): ListSelection | null {
  const target = selectionAt(context, slot, { page: 1, search: '' }, selection.conference);
  if (!target) return null;
  return sameSlot(target, selection) ? { ...target, page: selection.page } : target;
}

/**
 * The selection after choosing a volume (which sets its year too), or null when the list has no
 * such volume. Thesis: the issue becomes 1. Archive, current issue and conference: the current
 * issue is kept, clamped to the new volume's issues (see `clampIssue`).
 */
export function chooseVolume(
  context: ListContext,
  selection: ListSelection,
  target: { year: number; volume: number },
): ListSelection | null {
  const entry = navigableVolumes(context).find(
    (e) => e.year === target.year && e.volume === target.volume,
  );
  if (!entry) return null;
  const issue =
    // Stryker disable next-line ConditionalExpression,StringLiteral: a thesis volume's only issue is thesisIssue, which clampIssue gives too
    context.variant === 'thesis' ? thesisIssue : clampIssue(entry.issues, selection.issue);
  // Stryker disable next-line ConditionalExpression: navigableVolumes keeps no volume without issues, so clampIssue always finds one
  if (issue === null) return null;
  return moveTo(context, selection, { year: entry.year, volume: entry.volume, issue });
}

/** The selection after choosing an issue of the selected volume, or null when it has no such issue. */
export function chooseIssue(
  context: ListContext,
  selection: ListSelection,
  issue: number,
): ListSelection | null {
  return moveTo(context, selection, { year: selection.year, volume: selection.volume, issue });
}

function currentVolumeAt(volumes: readonly VolumeEntry[], selection: ListSelection): number {
  return volumes.findIndex((e) => e.year === selection.year && e.volume === selection.volume);
}

/** Previous (older) and next (newer) volume of the selection; null at the ends. */
export function volumeNeighbours(
  context: ListContext,
  selection: ListSelection,
): { previous: ListSelection | null; next: ListSelection | null } {
  const volumes = navigableVolumes(context);
  const { previous, next } = adjacent(volumes, currentVolumeAt(volumes, selection));
  return {
    previous: previous ? chooseVolume(context, selection, previous) : null,
    next: next ? chooseVolume(context, selection, next) : null,
  };
}

/** Previous and next issue within the selected volume; null at the ends (no wrapping). */
export function issueNeighbours(
  context: ListContext,
  selection: ListSelection,
): { previous: ListSelection | null; next: ListSelection | null } {
  const volumes = navigableVolumes(context);
  // Stryker disable next-line ArrayDeclaration: `selection.issue` is in no such list, and adjacent gives no neighbours for a missing item
  const issues = volumes[currentVolumeAt(volumes, selection)]?.issues ?? [];
  const { previous, next } = adjacent(issues, issues.indexOf(selection.issue));
  return {
    // Stryker disable next-line ConditionalExpression: there is no place with a null issue, so chooseIssue gives null too
    previous: previous === null ? null : chooseIssue(context, selection, previous),
    // Stryker disable next-line ConditionalExpression: there is no place with a null issue, so chooseIssue gives null too
    next: next === null ? null : chooseIssue(context, selection, next),
  };
}

/** A selection together with its URL. */
export interface ListLink {
  selection: ListSelection;
  href: string;
}

export interface VolumeOption extends ListLink {
  year: number;
  volume: number;
  current: boolean;
}

export interface IssueOption extends ListLink {
  issue: number;
  current: boolean;
}

/** Everything the volume and issue selectors show, as links. */
export interface ListNavigation {
  /** Volume options, oldest first ([] when the list has no volume selector). */
  volumes: VolumeOption[];
  /** The older volume; null on the oldest (the arrow is disabled). */
  previousVolume: ListLink | null;
  /** The newer volume; null on the newest. */
  nextVolume: ListLink | null;
  /** Issue options of the selected volume ([] when the list has no issue selector). */
  issues: IssueOption[];
  previousIssue: ListLink | null;
  nextIssue: ListLink | null;
  /** The 'See all volumes' link. */
  allVolumesHref: string;
}

export function listNavigation(context: ListContext, selection: ListSelection): ListNavigation {
  const { variant } = context;
  const config = listVariants[variant];
  const link = (target: ListSelection | null): ListLink | null =>
    target ? { selection: target, href: hrefFor(variant, target) } : null;
  const volumes = navigableVolumes(context);
  const current = volumes[currentVolumeAt(volumes, selection)];

  const volumeOptions = config.hasVolumeSelector
    ? volumes.flatMap((entry) => {
        const target = link(chooseVolume(context, selection, entry));
        // Stryker disable next-line ConditionalExpression,ArrayDeclaration: choosing a volume of navigableVolumes always leads somewhere
        if (!target) return [];
        const isCurrent = entry.year === selection.year && entry.volume === selection.volume;
        return [{ ...target, year: entry.year, volume: entry.volume, current: isCurrent }];
      })
    : // Stryker disable next-line ArrayDeclaration: every list has a volume selector (variants.ts)
      [];
  const issueOptions =
    config.hasIssueSelector && current
      ? current.issues.flatMap((issue) => {
          const target = link(chooseIssue(context, selection, issue));
          // Stryker disable next-line ArrayDeclaration: choosing an issue of the current volume always leads somewhere
          return target ? [{ ...target, issue, current: issue === selection.issue }] : [];
        })
      : [];
  const volumeArrows = volumeNeighbours(context, selection);
  const issueArrows = issueNeighbours(context, selection);

  return {
    volumes: volumeOptions,
    previousVolume: config.hasVolumeSelector ? link(volumeArrows.previous) : null,
    nextVolume: config.hasVolumeSelector ? link(volumeArrows.next) : null,
    issues: issueOptions,
    previousIssue: config.hasIssueSelector ? link(issueArrows.previous) : null,
    nextIssue: config.hasIssueSelector ? link(issueArrows.next) : null,
    allVolumesHref: config.allVolumesPath,
  };
}
