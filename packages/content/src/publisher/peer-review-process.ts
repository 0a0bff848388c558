import type { PublisherSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, steps } from '../blocks.ts';
import { capitalise, span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import {
  minimumReviewersPhrase,
  postPublicationBlock,
  recommendationsBlock,
  reviewModelBlocks,
  reviewTimelineTable,
} from '../shared/review.ts';
import { editorialSystemLink } from './context.ts';

export function peerReviewProcess(config: PublisherSiteConfig): ContentPage {
  const { timelines, policies, reviewModel } = config.houseRules;
  return page(
    'Peer Review Process',
    `Every research manuscript submitted to a journal of ${config.names.publisher} is reviewed by ${minimumReviewersPhrase(timelines)}. Here is how the process works.`,
    [
      h2('Review model'),
      ...reviewModelBlocks(reviewModel),
      h2('The process'),
      steps([
        {
          title: 'Initial submission',
          text: rich`The author submits through the ${editorialSystemLink(config)}.`,
        },
        {
          title: 'Editorial screening',
          text: `The editors check scope, formatting and ethics and run a plagiarism check (similarity below ${policies.plagiarismMaxPercent}%). Manuscripts that fail are rejected without review; authors hear within ${span(timelines.initialDecisionWorkingDays, 'working days')}.`,
        },
        {
          title: 'Peer review',
          text: `${capitalise(minimumReviewersPhrase(timelines))} review the manuscript, usually within ${span(timelines.reviewWeeks, 'weeks')}. If they disagree, a third reviewer or an editorial board member is consulted.`,
        },
        {
          title: 'Editorial decision',
          text: `The Editor-in-Chief decides: acceptance, revision or rejection. Including revisions, the final decision usually comes within ${span(timelines.finalDecisionWeeks, 'weeks')}.`,
        },
      ]),
      h2('Reviewer recommendations'),
      recommendationsBlock(),
      h2('Timelines'),
      reviewTimelineTable(timelines),
      h2('Withdrawal'),
      p(
        'Authors may withdraw a manuscript, with a valid justification, at any stage before the copyright form is signed. After that, withdrawal is not possible.',
      ),
      h2('After publication'),
      postPublicationBlock(),
      h2('Appeals'),
      p(
        rich`Authors may appeal a decision to the journal's editorial office; an independent panel reviews the appeal. See our ${link('publication ethics', '/publication&ethics')} policy.`,
      ),
    ],
  );
}
