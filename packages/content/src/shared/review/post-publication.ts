// What can happen to an article after publication (retraction, correction, concern).
import { definitions } from '../../blocks.ts';
import type { Block } from '../../model.ts';

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
