import type { JournalSiteConfig } from '@journals/site-config';
import { definitions, h2, link, p, page, rich, steps, ul } from '../blocks.ts';
import { numberWord, span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import {
  minimumReviewersPhrase,
  misconductOutcomes,
  postPublicationBlock,
  recommendationsBlock,
  reviewModelBlocks,
  reviewTimelineTable,
} from '../shared/review.ts';
import { editorialMail, editorialSystemLink } from './context.ts';

export function peerReviewPolicy(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { timelines } = config;
  const { plagiarismMaxPercent } = config.policies;
  return page(
    'Peer Review Policy',
    `Every research manuscript submitted to ${acronym} is assessed by ${minimumReviewersPhrase(timelines)}. This page explains how review works, how long it takes and what happens when things go wrong.`,
    [
      h2('Review model'),
      ...reviewModelBlocks(config.journal.reviewModel),
      h2('How a manuscript is reviewed'),
      steps([
        {
          title: 'Submission',
          text: rich`Authors submit through the ${editorialSystemLink(config)}; the manuscript receives an ID used in all correspondence.`,
        },
        {
          title: 'Editorial pre-screening',
          text: `The editors check scope, formatting and ethics, including a similarity check (similarity must be below ${plagiarismMaxPercent}%). A manuscript that fails pre-screening is rejected without review (desk rejection); the others go to review. Authors hear the initial decision within ${span(timelines.initialDecisionWorkingDays, 'working days')}.`,
        },
        {
          title: 'Peer review',
          text: `The handling editor invites ${minimumReviewersPhrase(timelines)} in the field. Reviewers usually report within ${span(timelines.reviewWeeks, 'weeks')}.`,
        },
        {
          title: 'Resolving disagreement',
          text: 'If the reviewers disagree, the editor invites a third reviewer or asks an editorial board member to assess the manuscript.',
        },
        {
          title: 'Recommendation',
          text: 'Each reviewer recommends one of four outcomes: accept without changes, minor revision, major revision or reject.',
        },
        {
          title: 'Decision',
          text: `The Editor-in-Chief weighs the reports and decides. Including revisions, the final decision usually comes within ${span(timelines.finalDecisionWeeks, 'weeks')} of submission.`,
        },
      ]),
      h2('Reviewer recommendations'),
      recommendationsBlock(),
      h2('Timelines'),
      reviewTimelineTable(timelines),
      h2('Revisions'),
      p(
        'When revision is requested, authors upload a revised manuscript with a point-by-point response explaining how each comment was addressed, or why it was not. Changes should be easy to find, for example highlighted in the text. A major revision is normally returned to the original reviewers.',
      ),
      h2('After publication'),
      p(
        'Published articles are kept accurate. Depending on what comes to light, the journal issues:',
      ),
      postPublicationBlock(),
      h2('Withdrawal before publication'),
      p(
        rich`Before publication an author may request withdrawal of a manuscript, with a valid justification, by writing to ${editorialMail(config)}. Withdrawal is possible until the copyright form is signed; the ${link('article withdrawal policy', '/ethics?target=article-withdrawal')} gives the details.`,
      ),
      h2('Appeals'),
      p(
        rich`Authors may appeal a decision by writing to ${editorialMail(config)} with a reasoned case. An independent panel of editors not involved in the original decision reviews the appeal, and its conclusion is final.`,
      ),
      h2('Misconduct'),
      p(
        rich`If review or later scrutiny reveals plagiarism, fabricated data or other misconduct, the journal acts under its ${link('publication ethics policy', '/publication-ethics-policy')}. Outcomes include:`,
      ),
      ul([...misconductOutcomes]),
      h2('Responsibilities of reviewers'),
      definitions([
        {
          term: 'Confidentiality',
          description: 'Manuscripts under review are confidential and may not be shared or used.',
        },
        {
          term: 'Objectivity',
          description: 'Criticism is of the work, never of the authors, and is backed by evidence.',
        },
        {
          term: 'Conflicts of interest',
          description: 'Reviewers decline any manuscript they cannot judge impartially.',
        },
        {
          term: 'Timeliness',
          description: `Reviewers report within ${span(timelines.reviewWeeks, 'weeks')} or tell the editor at once if they cannot.`,
        },
      ]),
      p(
        `At least ${numberWord(timelines.minimumReviewers)} completed reports are needed for every decision to accept.`,
      ),
    ],
  );
}
