// What a reviewer can recommend, as the peer-review pages list it.
import { definitions } from '../../blocks.ts';
import type { Block } from '../../model.ts';

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
