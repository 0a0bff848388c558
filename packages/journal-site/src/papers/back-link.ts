// The details page's way back to the list the paper is published in. Papers carry their year,
// volume and issue; a thesis carries its year only and a conference paper neither its conference
// nor its issue, so those are looked up in the thesis index or the conference list, and when the
// list cannot be told for sure the link goes to the area's index page.
import type { PaperDetails } from '@journals/api-contract';
import {
  hrefFor,
  listHeading,
  listVariants,
  selectionAt,
  volumeList,
  type ListContext,
  type ListSelection,
  type ListVariant,
} from '@journals/paper-list/model';
import { areaNames, type BackLink } from '@journals/discovery/paper/area-names';

export type { BackLink };

const firstPage = { page: 1, search: '' } as const;

function indexLink(variant: ListVariant): BackLink {
  return { href: listVariants[variant].indexPath, label: `Back to ${areaNames[variant]}` };
}

function listLink(variant: ListVariant, selection: ListSelection, label?: string): BackLink {
  return {
    href: hrefFor(variant, selection),
    label: `Back to ${label ?? listHeading(variant, selection)}`,
  };
}

function issueBackLink(
  variant: 'archives' | 'current-issue',
  details: Pick<PaperDetails, 'year' | 'volume' | 'issue'>,
  context: ListContext | null,
): BackLink {
  const { year, volume, issue } = details;
  if (year === null || volume === null || issue === null) return indexLink(variant);
  const slot = { year, volume, issue };
  if (!context) return listLink(variant, { ...slot, ...firstPage, conference: null });
  const here = selectionAt(context, slot, firstPage);
  if (here) return listLink(variant, here);
  // The current-issue list does not show every issue (issues above the latest issue count reset
  // to 1): such a paper goes back to its issue in the archives.
  const inArchives =
    context.variant === 'current-issue'
      ? selectionAt({ variant: 'archives', index: context.index }, slot, firstPage)
      : null;
  return inArchives ? listLink('archives', inArchives) : indexLink(variant);
}

function thesisBackLink(
  details: Pick<PaperDetails, 'year'>,
  context: ListContext | null,
): BackLink {
  if (context?.variant !== 'thesis' || details.year === null) return indexLink('thesis');
  const volumes = volumeList(context.index).filter((entry) => entry.year === details.year);
  const only = volumes.length === 1 ? volumes[0] : undefined;
  if (!only) return indexLink('thesis');
  return listLink('thesis', {
    year: only.year,
    volume: only.volume,
    issue: 1,
    ...firstPage,
    conference: null,
  });
}

function conferenceBackLink(
  details: Pick<PaperDetails, 'year'>,
  context: ListContext | null,
): BackLink {
  if (context?.variant !== 'conference' || details.year === null) return indexLink('conference');
  const held = context.categories.filter((category) => category.year === details.year);
  const only = held.length === 1 ? held[0] : undefined;
  if (!only) return indexLink('conference');
  const { id, name, year, volume, issue } = only;
  return listLink(
    'conference',
    { year, volume, issue, ...firstPage, conference: { id, name } },
    name,
  );
}

/**
 * Where 'Back to ...' leads from a details page. `context` is the area's index (archive index,
 * thesis index or conference list), or null when it could not be loaded.
 */
export function detailsBackLink(
  variant: ListVariant,
  details: Pick<PaperDetails, 'year' | 'volume' | 'issue'>,
  context: ListContext | null,
): BackLink {
  switch (variant) {
    case 'archives':
    case 'current-issue':
      return issueBackLink(variant, details, context);
    case 'thesis':
      return thesisBackLink(details, context);
    case 'conference':
      return conferenceBackLink(details, context);
  }
}
