import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { crossmarkLink, crossrefLink } from '../shared/links.ts';
import { postPublicationBlock } from '../shared/review.ts';
import { editorialMail } from './context.ts';

export function crossMarkPolicy(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  return page(
    'Cross Mark Policy',
    `${acronym} keeps its published articles accurate and tells readers when an article has been updated, corrected or retracted.`,
    [
      h2('What Crossmark is'),
      p(
        rich`${crossmarkLink} is a service of ${crossrefLink}, the registration agency for the journal's DOIs (prefix ${config.journal.doiPrefix}). A Crossmark button on an article, in its web page or its PDF, shows the reader whether they are looking at the current version and links to any notice that changes it.`,
      ),
      h2('Our commitment'),
      p(
        'By applying Crossmark the journal commits to maintaining the content it publishes and to alerting readers to changes. Once published, an article is the version of record: it is never silently altered or removed. Every substantive change is made through a formal notice that is published with its own DOI and linked to the original article.',
      ),
      h2('Types of updates'),
      postPublicationBlock(),
      p(
        'Minor changes that do not affect the content or its interpretation, such as correcting a spelling error in the metadata, may be made without a notice.',
      ),
      h2('Reporting an error'),
      p(
        rich`Authors and readers who find an error in a published article should write to ${editorialMail(config)} with the article's DOI and a description of the problem. The editors assess every report under the ${link('publication ethics policy', '/publication-ethics-policy')}.`,
      ),
      h2('What a Crossmark status tells you'),
      ul([
        'Current: no updates have been published; this is the version of record.',
        'Updated: a correction, erratum or expression of concern has been published; follow the link to read it.',
        'Retracted: the article has been retracted; the notice explains why.',
      ]),
    ],
  );
}
