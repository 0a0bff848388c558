import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail } from './context.ts';

/** The introduction above the member list (the members come from the API). */
export function editorialBoard(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { subject } = config.journal;
  return page(
    'Editorial Board',
    `The editorial board of ${acronym} brings together researchers and practitioners in ${subject} who guide the journal, handle manuscripts and uphold its standards of review and ethics.`,
    [
      p(
        `The Editor-in-Chief sets the journal's direction and takes the final decision on every manuscript. Associate editors and board members assign reviewers, weigh their reports and recommend decisions in their areas of expertise; they also act as third reviewers when the first reports disagree. Select a member below to see their affiliation and research interests.`,
      ),
      h2('What board members do'),
      ul([
        'Handle manuscripts in their area fairly, confidentially and without delay.',
        'Find qualified reviewers and make sure each manuscript is judged on its merits alone.',
        'Declare any conflict of interest and step aside from manuscripts they cannot assess impartially.',
        rich`Follow the journal's ${link('publication ethics policy', '/publication-ethics-policy')} and ${link('peer review policy', '/peer-review-policy')}.`,
        'Help shape the journal’s scope, special issues and calls for papers.',
      ]),
      h2('Joining the board or the reviewer panel'),
      p(
        rich`We welcome active researchers with a doctorate and a record of peer-reviewed publications in ${subject}. To apply as an editor or a reviewer, send a short CV, your areas of expertise and links to your recent publications to ${editorialMail(config)}. Reviewers receive a certificate for each completed review.`,
      ),
    ],
  );
}
