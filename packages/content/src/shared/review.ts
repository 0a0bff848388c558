// The review lifecycle both journals and the publisher describe (docs/spec/indjece.md section 4):
// recommendations, post-publication outcomes, misconduct outcomes, the review model and timelines.
import type { JournalTimelines, TwoReadings } from '@journals/site-config';
import { definitions, note, p, table } from '../blocks.ts';
import { lowerFirst, numberWord, span } from '../format.ts';
import type { Block } from '../model.ts';

export const reviewerRecommendations = [
  {
    term: 'Accept without changes',
    description:
      'The manuscript is ready to publish as submitted, apart from copy-editing during production.',
  },
  {
    term: 'Minor revision',
    description:
      'The work is sound; small corrections or clarifications are needed, which the editor checks without a further round of review.',
  },
  {
    term: 'Major revision',
    description:
      'The work has merit but needs substantial changes, such as further experiments, analysis or restructuring. The revised manuscript usually returns to the reviewers.',
  },
  {
    term: 'Reject',
    description:
      'The manuscript has flaws that revision cannot fix, or its contribution is not sufficient for publication.',
  },
] as const;

export function recommendationsBlock(): Block {
  return definitions(reviewerRecommendations.map((item) => ({ ...item })));
}

export const postPublicationOutcomes = [
  {
    term: 'Retraction',
    description:
      'For proven plagiarism, research or publication misconduct, or major errors that invalidate the conclusions. The article stays online, clearly marked as retracted, with a notice explaining why.',
  },
  {
    term: 'Correction or erratum',
    description:
      'For minor errors that do not change the conclusions, such as a mislabelled figure or a wrong affiliation. A linked notice records what changed.',
  },
  {
    term: 'Expression of concern',
    description:
      'While an investigation is under way, or when concerns remain unresolved, readers are alerted by a notice linked to the article.',
  },
] as const;

export function postPublicationBlock(): Block {
  return definitions(postPublicationOutcomes.map((item) => ({ ...item })));
}

export const misconductOutcomes = [
  'rejection of the manuscript, if it has not been published',
  'retraction of the article, if it has been published',
  'blacklisting of the authors responsible, who may not submit to our journals for a period the editors decide',
] as const;

/** The review model in both readings the spec gives: the usual wording, then the other one. */
export function reviewModelBlocks(reviewModel: TwoReadings): Block[] {
  return [
    p(
      `Every research manuscript undergoes ${lowerFirst(reviewModel.primary)}. Manuscripts are anonymised before they reach reviewers: reviewers are not told who the authors are, and authors are not told who reviewed their work.`,
    ),
    note(
      `Some of our policy texts describe the model as "${reviewModel.alternate}". Both descriptions apply, and the safeguard is the same: identities stay confidential in both directions throughout the review.`,
    ),
  ];
}

/** Minimum reviewers in words: 'at least two independent experts'. */
export function minimumReviewersPhrase(timelines: JournalTimelines): string {
  return `at least ${numberWord(timelines.minimumReviewers)} independent experts`;
}

export function reviewTimelineTable(timelines: JournalTimelines): Block {
  return table(
    'Typical review timelines',
    ['Stage', 'Typical time'],
    [
      [
        'Initial editorial decision after submission',
        span(timelines.initialDecisionWorkingDays, 'working days'),
      ],
      ['Peer review', span(timelines.reviewWeeks, 'weeks')],
      [
        'Final decision, including revisions',
        `usually ${span(timelines.finalDecisionWeeks, 'weeks')}`,
      ],
    ],
  );
}
