// Title and description of a paper list page: its heading ('Volume 2, Issue 3 (2025)'), and what
// the list holds.
import type { ListSelection, ListVariant } from '@journals/paper-list/model';
import type { JournalSiteConfig } from '@journals/site-config';

export interface ListPageText {
  title: string;
  description: string;
}

export function listPageText(
  site: Pick<JournalSiteConfig, 'names'>,
  variant: ListVariant,
  selection: Pick<ListSelection, 'search' | 'conference'>,
  heading: string,
): ListPageText {
  const journal = site.names.title;
  const place = selection.conference ? `${selection.conference.name}, ${heading}` : heading;
  if (selection.search) {
    return {
      title: `Search “${selection.search}”: ${place}`,
      description: `Papers of ${journal} matching “${selection.search}”.`,
    };
  }
  const description =
    variant === 'thesis'
      ? `Theses published in ${heading} of ${journal}.`
      : variant === 'conference' && selection.conference
        ? `Papers of ${selection.conference.name}, published in ${heading} of ${journal}.`
        : `Papers published in ${heading} of ${journal}.`;
  return { title: place, description };
}
