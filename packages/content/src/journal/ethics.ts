// The ethics policy page: an introduction, then one section per target of its `target` query
// (spec: /ethics?target=plagiarism-policy, ...). Each section's heading id is its target.
import type { JournalSiteConfig } from '@journals/site-config';
import { downloadLink, externalLink, h2, link, p, page, rich, ul } from '../blocks.ts';
import {
  fileTypes,
  joinList,
  languageName,
  licenceConditions,
  licenceFreedoms,
  licenceShortName,
  span,
} from '../format.ts';
import type { Block, ContentPage, HeadingBlock } from '../model.ts';
import { postPublicationBlock } from '../shared/review.ts';
import { downloadOf, editorialMail } from './context.ts';

export interface EthicsSection {
  /** The query value that selects the section; also its heading id. */
  target: string;
  heading: HeadingBlock;
  blocks: Block[];
}

type SectionBody = (config: JournalSiteConfig) => { title: string; blocks: Block[] };

const instructionsForAuthors: SectionBody = (config) => {
  const { policies } = config;
  return {
    title: 'Instructions for Authors',
    blocks: [
      p(
        `Manuscripts are written in ${languageName(config.language)}, run to ${span(policies.wordCount, 'words')} and are prepared as ${fileTypes(policies.manuscriptFormats.faq)} files. References follow the ${joinList(policies.referenceStyles, 'or')} style, with DOIs where available, and images are supplied at ${policies.imageDpi} dpi or better.`,
      ),
      p(
        rich`Authors confirm at submission that the work is original, that all authors agree to it, and that funding and conflicts of interest are declared. The full requirements are in the ${link('instructions for authors', '/instruction-for-author')}.`,
      ),
    ],
  };
};

const openAccessPolicy: SectionBody = (config) => {
  const licence = licenceShortName(config.licence);
  return {
    title: 'Open Access Policy',
    blocks: [
      p(
        rich`${config.names.acronym} is fully open access: every article is free to read, download and print from the moment it is published, with no subscription, registration or embargo. Articles are published under the ${externalLink(licence, config.licence.url)} licence, which lets anyone:`,
      ),
      ul(licenceFreedoms(config.licence)),
      p('Reuse is subject to these conditions:'),
      ul(licenceConditions(config.licence)),
      p(
        rich`Publication costs are covered by a one-time ${link('article processing charge', '/article-processing-charges')}, so that readers and libraries never pay.`,
      ),
    ],
  };
};

const plagiarismPolicy: SectionBody = (config) => {
  const limit = config.policies.plagiarismMaxPercent;
  return {
    title: 'Plagiarism Policy',
    blocks: [
      p(
        `Every manuscript is checked with plagiarism-detection software at pre-screening, before it reaches reviewers. The overall similarity must be below ${limit}%, excluding the reference list and properly quoted material, and no single source may account for a substantial block of text.`,
      ),
      p('The journal treats the following as plagiarism:'),
      ul([
        'copying text, data, figures or ideas from another source without acknowledgement;',
        'paraphrasing another work closely without citing it;',
        'reusing substantial parts of the authors’ own published work without citation (self-plagiarism or text recycling);',
        'submitting the same work, or essentially the same work, to more than one journal (duplicate submission).',
      ]),
      p(
        `A manuscript at or above ${limit}% similarity is returned to the authors for revision or rejected, depending on the extent and nature of the overlap. Plagiarism discovered after publication leads to retraction under the journal's misconduct procedures.`,
      ),
    ],
  };
};

const editorialPolicies: SectionBody = (config) => {
  const { timelines } = config;
  return {
    title: 'Editorial Policies',
    blocks: [
      ul([
        'Editorial decisions rest on the importance, originality, validity and clarity of the work, and on its relevance to the journal’s scope. The Editor-in-Chief takes the final decision on every manuscript.',
        `${config.journal.reviewModel.primary} applies to every research manuscript: authors and reviewers are not told who the other is.`,
        `Authors receive an initial editorial decision within ${span(timelines.initialDecisionWorkingDays, 'working days')}; review usually takes ${span(timelines.reviewWeeks, 'weeks')}.`,
        'Editors, reviewers and staff keep manuscripts confidential and declare any conflict of interest; an editor who is an author of a submission takes no part in its handling.',
        'Processing charges and any waiver have no bearing on the editorial decision.',
        rich`Decisions can be appealed; see the ${link('peer review policy', '/peer-review-policy')}.`,
      ]),
    ],
  };
};

const articleWithdrawal: SectionBody = (config) => ({
  title: 'Article Withdrawal',
  blocks: [
    p(
      rich`Authors may request withdrawal of a manuscript before publication, giving a valid justification, such as a fundamental error discovered in the work. All authors must sign the request, which is sent to ${editorialMail(config)}.`,
    ),
    p(
      'Withdrawal is allowed until the copyright form is signed. After that the article is in production and can no longer be withdrawn at the authors’ request; withdrawing a manuscript under review in order to submit it elsewhere is not a valid justification.',
    ),
    p(
      'Once an article is published it is part of the permanent record and is not removed. Instead the journal issues one of the following:',
    ),
    postPublicationBlock(),
  ],
});

const copyrightOwnership: SectionBody = (config) => {
  const licence = licenceShortName(config.licence);
  const form = downloadOf(config, 'pdf');
  return {
    title: 'Copyright and Ownership',
    blocks: [
      p(
        rich`Authors keep the copyright in their articles. On acceptance they grant ${config.names.publisher} the right to publish the article and its metadata and to distribute it worldwide, and the article is released under the ${externalLink(licence, config.licence.url)} licence (${config.licence.name}).`,
      ),
      p('The licence means that others may reuse the article on these conditions:'),
      ul(licenceConditions(config.licence)),
      p(
        form
          ? rich`The corresponding author signs the ${downloadLink(form.label.toLowerCase(), form.file)} on behalf of all authors after acceptance. Authors are responsible for obtaining permission to reproduce any third-party material in their article.`
          : 'The corresponding author signs the copyright form on behalf of all authors after acceptance. Authors are responsible for obtaining permission to reproduce any third-party material in their article.',
      ),
    ],
  };
};

const sectionBodies: Record<string, SectionBody> = {
  'instructions-for-authors': instructionsForAuthors,
  'open-access-policy': openAccessPolicy,
  'plagiarism-policy': plagiarismPolicy,
  'editorial-policies': editorialPolicies,
  'article-withdrawal': articleWithdrawal,
  'copyright-ownership': copyrightOwnership,
};

/** The targets this package has a section for (every target a journal config may declare). */
export const ethicsSectionTargets = Object.keys(sectionBodies);

/** One section per target the journal's config declares, in the config's order. */
export function ethicsSections(config: JournalSiteConfig): EthicsSection[] {
  return config.ethicsTargets.map((target) => {
    const body = sectionBodies[target];
    if (!body) throw new Error(`No ethics section text for target "${target}"`);
    const { title, blocks } = body(config);
    return { target, heading: h2(title, target), blocks };
  });
}

/**
 * The section a `target` query selects, or null when the target is missing or unknown: the page
 * then shows its start.
 */
export function ethicsSectionFor(
  config: JournalSiteConfig,
  target: string | null | undefined,
): EthicsSection | null {
  if (!target) return null;
  return ethicsSections(config).find((section) => section.target === target) ?? null;
}

export function ethicsPolicy(config: JournalSiteConfig): ContentPage {
  const sections = ethicsSections(config);
  return page(
    'Ethics Policy',
    `The rules ${config.names.acronym} applies to authors, reviewers and editors, from preparing a manuscript to owning the published article.`,
    [
      p(
        rich`These policies complement the journal's ${link('publication ethics policy', '/publication-ethics-policy')} and ${link('peer review policy', '/peer-review-policy')}. Jump to a section:`,
      ),
      ul(
        sections.map((section) => [link(section.heading.text, `/ethics?target=${section.target}`)]),
      ),
      ...sections.flatMap((section) => [section.heading, ...section.blocks]),
    ],
  );
}
