import type { PublisherSiteConfig } from '@journals/site-config';
import { p, page } from '../blocks.ts';
import { licenceShortName } from '../format.ts';
import type { ContentPage } from '../model.ts';

/** The introduction above the journal cards (the cards are facts in site-config). */
export function journals(config: PublisherSiteConfig): ContentPage {
  const frequencies = [...new Set(config.journals.map((journal) => journal.publicationFrequency))];
  return page(
    'Our Journals',
    `Open-access, peer-reviewed journals from ${config.names.publisher}, each with its own editorial board and its own focus.`,
    [
      p(
        `Every journal follows the same standards: editorial screening, a plagiarism check, expert peer review and open access under ${licenceShortName(config.licence)} unless the journal states otherwise. Each card shows the journal's e-ISSN, its publication months and its frequency (${frequencies.map((frequency) => frequency.toLowerCase()).join(' or ')}).`,
      ),
      p(
        'Visit a journal to read its current issue and archives, its aims and scope, and its instructions for authors.',
      ),
    ],
  );
}
