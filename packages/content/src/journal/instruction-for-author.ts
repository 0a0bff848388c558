import type { JournalSiteConfig } from '@journals/site-config';
import { downloadLink, h2, link, p, page, rich, ul } from '../blocks.ts';
import { fileTypes, joinList, languageName, span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { orcidLink } from '../shared/links.ts';
import { downloadOf, editorialMail, editorialSystemLink } from './context.ts';

export function instructionForAuthor(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { policies } = config;
  const template = downloadOf(config, 'docx');
  const language = languageName(config.language);
  const styles = joinList(policies.referenceStyles, 'or');
  return page(
    'Instructions for Authors',
    `How to prepare a manuscript for ${acronym}. Following these instructions closely is the quickest way through editorial pre-screening.`,
    [
      h2('Before you start'),
      ul([
        template
          ? rich`Download the ${downloadLink(template.label.toLowerCase(), template.file)} and write your manuscript in it.`
          : 'Write your manuscript in the journal’s manuscript template.',
        rich`Check that your work fits the ${link('aim and scope', '/aim-and-scope')}.`,
        'Make sure every author has seen and approved the final version.',
      ]),
      h2('Language and length'),
      p(
        `Manuscripts are written in clear ${language}; British or American spelling is fine if it is consistent. Research articles run to ${span(policies.wordCount, 'words')}, including references, tables and figure captions.`,
      ),
      h2('File format and layout'),
      ul([
        `Prepare the manuscript as a Microsoft Word file (${fileTypes(policies.manuscriptFormats.faq)}). The submission system accepts ${joinList(policies.manuscriptFormats.elsewhere, 'or')} files.`,
        `Use ${policies.manuscriptTypography.sizePt}pt ${policies.manuscriptTypography.font}, ${policies.manuscriptTypography.spacing}, with numbered pages.`,
        'Number headings (1, 1.1, 1.1.1) and equations consecutively.',
      ]),
      h2('Structure'),
      ul([
        'Title: concise and specific, without abbreviations.',
        rich`Authors: full names, affiliations, e-mail addresses and ${orcidLink} iDs; mark the corresponding author.`,
        'Abstract: a single paragraph stating the problem, the method, the main results and the conclusion, without citations.',
        'Keywords: a few terms that will help readers find the article, without repeating the title.',
        'Body: introduction, related work, methods, results, discussion and conclusion, or an equivalent structure suited to the work.',
        'Declarations: funding, conflicts of interest, data availability and, where relevant, ethical approval.',
        'References.',
      ]),
      h2('Figures and tables'),
      ul([
        `Supply images at ${policies.imageDpi} dpi or more, in a common image format, with text that is legible at the printed size.`,
        'Number tables and figures consecutively in the order they are cited, and give each a caption.',
        'State the source of any table or figure that is not your own, and obtain permission to reproduce it.',
      ]),
      h2('References'),
      p(
        `Use the ${styles} style consistently throughout. Include the DOI of every reference that has one, and cite only work you have read. Unpublished work and personal communications are cited in the text, not in the reference list.`,
      ),
      h2('Originality and ethics'),
      p(
        rich`The manuscript must be original and not under consideration elsewhere. Its similarity, as measured by the journal's plagiarism check, must be below ${policies.plagiarismMaxPercent}%. See the ${link('publication ethics policy', '/publication-ethics-policy')}.`,
      ),
      h2('Submitting'),
      p(
        rich`Submit through the ${editorialSystemLink(config)}; the ${link('guidance for EMS', '/guidance-for-ems')} explains each step. For help, write to ${editorialMail(config)}.`,
      ),
    ],
  );
}
