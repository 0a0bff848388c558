import type { JournalSiteConfig } from '@journals/site-config';
import { definitions, h2, link, p, page, rich } from '../blocks.ts';
import { span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail, editorialSystemLink } from './context.ts';

export function paperStatus(config: JournalSiteConfig): ContentPage {
  const { timelines } = config;
  return page(
    'Paper Status',
    `Follow your manuscript from submission to publication in ${config.names.acronym}.`,
    [
      h2('How to check'),
      p(
        rich`Log in to the ${editorialSystemLink(config)} with the account you used to submit. Your submissions are listed with their paper ID and their current status, and every decision letter is kept there.`,
      ),
      h2('What each status means'),
      definitions([
        {
          term: 'Submitted',
          description:
            'The manuscript has been received and is waiting for editorial pre-screening.',
        },
        {
          term: 'Pre-screening',
          description: `The editors are checking scope, formatting, ethics and similarity. This usually takes ${span(timelines.initialDecisionWorkingDays, 'working days')}.`,
        },
        {
          term: 'Under review',
          description: `Reviewers are assessing the manuscript, usually for ${span(timelines.reviewWeeks, 'weeks')}.`,
        },
        {
          term: 'Revision required',
          description:
            'The reviewers’ comments are available; upload the revised manuscript and a response to each comment.',
        },
        {
          term: 'Accepted',
          description:
            'The manuscript has been accepted. The copyright form and the processing charge are next.',
        },
        {
          term: 'In production',
          description: 'The article is being typeset; you will be asked to approve the proofs.',
        },
        {
          term: 'Published',
          description: 'The article is online with its DOI, in the current issue.',
        },
        {
          term: 'Rejected',
          description: rich`The manuscript will not be published; the decision letter explains why. See the ${link('peer review policy', '/peer-review-policy')} on appeals.`,
        },
        {
          term: 'Withdrawn',
          description:
            'The manuscript was withdrawn at the authors’ request before the copyright form was signed.',
        },
      ]),
      h2('No change for a while?'),
      p(
        rich`The final decision, including revisions, usually comes within ${span(timelines.finalDecisionWeeks, 'weeks')}. If your manuscript has been in one status much longer than the times above, write to ${editorialMail(config)} quoting your paper ID.`,
      ),
    ],
  );
}
