// The duties of each party in publication ethics, shared by the journal and publisher policies.
import { rich } from '../blocks.ts';
import type { InlineLink, InlineText } from '../model.ts';

export function authorDuties(
  plagiarismMaxPercent: number,
  plagiarismPolicy?: InlineLink,
): InlineText[] {
  const similarity = `the similarity of a manuscript must stay below ${plagiarismMaxPercent}%`;
  return [
    'Submit only original work that has not been published and is not under consideration elsewhere.',
    plagiarismPolicy
      ? rich`Cite the work of others accurately. Plagiarism in any form, including self-plagiarism and duplicate publication, is unacceptable; ${similarity} (see the ${plagiarismPolicy}).`
      : `Cite the work of others accurately. Plagiarism in any form, including self-plagiarism and duplicate publication, is unacceptable; ${similarity}.`,
    'List as authors all those, and only those, who made a substantial contribution to the work and approved the final version; acknowledge other contributors.',
    'Report data honestly. Fabrication, falsification or selective reporting of results is misconduct.',
    'Disclose all sources of funding and any financial or personal interest that could be seen to influence the work.',
    'Obtain ethical approval and informed consent where the research involves people or animals, and say so in the manuscript.',
    'Tell the editors promptly about any significant error found in a submitted or published manuscript, and cooperate in correcting it.',
  ];
}

export const reviewerDuties: readonly string[] = [
  'Treat manuscripts as confidential documents; do not share them or use unpublished findings.',
  'Judge the work objectively, explain your views clearly and support them with arguments and references.',
  'Decline a review if you have a conflict of interest, lack the expertise or cannot meet the deadline.',
  'Point out relevant published work the authors have not cited, and any substantial similarity to other work you know of.',
];

export const editorDuties: readonly string[] = [
  'Evaluate manuscripts on their intellectual content alone, without regard to the authors’ race, gender, religion, nationality, affiliation or seniority.',
  'Keep submissions confidential and use nobody’s unpublished work in their own research.',
  'Step aside from manuscripts in which they have a conflict of interest.',
  'Ensure every manuscript receives a fair peer review. The Editor-in-Chief takes the final decision.',
];

export const publisherDuties: readonly string[] = [
  'Support the editors’ independence and the journals’ ethical processes.',
  'Preserve the published record: articles are archived, and changes are made only through formal notices.',
  'Keep commercial considerations, including processing charges, apart from editorial decisions.',
];
