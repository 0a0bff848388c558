// The review model in both readings the spec gives.
import type { TwoReadings } from '@journals/site-config';
import { note, p } from '../../blocks.ts';
import { lowerFirst } from '../../format.ts';
import type { Block } from '../../model.ts';

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
