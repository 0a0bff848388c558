// The ethics page's `?target=`: which section to scroll to.
import { ethicsSectionFor } from '@journals/content';
import type { Location } from 'react-router';
import { site } from 'journal-site:config';

/** The id of the section the location's `target` selects, or null for the page start. */
export function ethicsTargetId(location: Pick<Location, 'search'>): string | null {
  const target = new URLSearchParams(location.search).get('target');
  return ethicsSectionFor(site, target)?.heading.id ?? null;
}
