import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, steps } from '../blocks.ts';
import { span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { minimumReviewersPhrase, reviewTimelineTable } from '../shared/review.ts';
import { editorialMail, editorialSystemLink } from './context.ts';

export function journalPublishingProcess(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { timelines, policies, journal } = config;
  return page(
    'Journal Publishing Process',
    `From submission to publication: the steps an article takes at ${acronym}, and how long each one usually takes.`,
    [
      steps([
        {
          title: 'Initial submission',
          text: rich`The corresponding author submits the manuscript through the ${editorialSystemLink(config)}, prepared according to the ${link('instructions for authors', '/instruction-for-author')}.`,
        },
        {
          title: 'Editorial screening',
          text: `The editors check scope, formatting and ethics, and run a plagiarism check: similarity must be below ${policies.plagiarismMaxPercent}%. Authors hear within ${span(timelines.initialDecisionWorkingDays, 'working days')} whether the manuscript goes to review.`,
        },
        {
          title: 'Peer review',
          text: `${journal.reviewModel.primary} by ${minimumReviewersPhrase(timelines)}, usually completed within ${span(timelines.reviewWeeks, 'weeks')}.`,
        },
        {
          title: 'Editorial decision',
          text: `The Editor-in-Chief decides: acceptance, revision or rejection. After revisions, the final decision usually comes within ${span(timelines.finalDecisionWeeks, 'weeks')} of submission.`,
        },
        {
          title: 'Copyright and processing charge',
          text: rich`After acceptance the corresponding author signs the copyright form and pays the one-time ${link('article processing charge', '/article-processing-charges')}.`,
        },
        {
          title: 'Production and publication',
          text: 'The article is typeset, the authors approve the proofs, and it is published online with its DOI in the next issue.',
        },
      ]),
      h2('Timelines'),
      reviewTimelineTable(timelines),
      h2('Withdrawal'),
      p(
        rich`A manuscript may be withdrawn at any stage before the copyright form is signed, by a written request from the corresponding author to ${editorialMail(config)} giving a valid justification. Once the copyright form is signed, the manuscript can no longer be withdrawn.`,
      ),
    ],
  );
}
