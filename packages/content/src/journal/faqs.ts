// The FAQ accordion: exactly twelve questions (docs/spec/indjece.md, Static pages).
import type { JournalSiteConfig } from '@journals/site-config';
import { faq, link, page, rich } from '../blocks.ts';
import {
  joinList,
  languageName,
  licenceShortName,
  lowerFirst,
  numberWord,
  span,
} from '../format.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail, editorialSystemLink, journalIdPhrase } from './context.ts';

export function faqs(config: JournalSiteConfig): ContentPage {
  const { acronym, title } = config.names;
  const { journal, policies, timelines } = config;
  const journalId = journalIdPhrase(config);
  return page(
    'Frequently Asked Questions',
    `Quick answers to the questions authors ask most often about ${acronym}. If yours is not here, write to us.`,
    [
      faq([
        {
          question: `What is ${acronym}?`,
          answer: `${title} (${acronym}) is an open-access, peer-reviewed journal publishing original research in ${journal.subject}. It is published online, in ${languageName(config.language)}, and has appeared since ${journal.startYear}.`,
        },
        {
          question: 'Is the journal open access?',
          answer: `Yes. Every article is free to read and download from the day it is published, under the ${licenceShortName(config.licence)} licence. Authors keep their copyright.`,
        },
        {
          question: 'How do I submit a manuscript?',
          answer: rich`Create an account on the ${editorialSystemLink(config)} and submit to ${acronym}${journalId ? ` (${journalId})` : ''}. The ${link('guidance for EMS', '/guidance-for-ems')} walks you through each screen.`,
        },
        {
          question: 'In what format should I submit my paper?',
          answer: rich`As a Microsoft Word file (${joinList(policies.manuscriptFormats.faq, 'or')}), prepared with the manuscript template from the ${link('downloads', '/downloads')} page.`,
        },
        {
          question: 'How are manuscripts reviewed?',
          answer: `By ${lowerFirst(journal.reviewModel.primary)}. After editorial pre-screening, at least ${numberWord(timelines.minimumReviewers)} independent experts review each manuscript, and the Editor-in-Chief takes the final decision.`,
        },
        {
          question: 'How long does it take to get a decision?',
          answer: `The initial editorial decision comes within ${span(timelines.initialDecisionWorkingDays, 'working days')}, peer review takes ${span(timelines.reviewWeeks, 'weeks')}, and the final decision, including revisions, usually comes within ${span(timelines.finalDecisionWeeks, 'weeks')}.`,
        },
        {
          question: 'What level of similarity is acceptable?',
          answer: rich`The overall similarity reported by the plagiarism check must be below ${policies.plagiarismMaxPercent}%. See the ${link('plagiarism policy', '/ethics?target=plagiarism-policy')}.`,
        },
        {
          question: 'Is there a publication fee?',
          answer: rich`A one-time ${link('article processing charge', '/article-processing-charges')} applies to every accepted article. Authors who cannot pay may ask for a waiver, but the request must be made before payment.`,
        },
        {
          question: 'Which reference style should I use?',
          answer: `${joinList(policies.referenceStyles, 'or')}, applied consistently, with DOIs wherever they are available.`,
        },
        {
          question: 'How often is the journal published?',
          answer: `${journal.frequency.primary}, in ${joinList(journal.publicationMonths)}. Articles are published online as soon as they are ready.`,
        },
        {
          question: 'Can I withdraw my paper?',
          answer: rich`Yes, before publication and with a valid justification, up to the point the copyright form is signed; after that, withdrawal is not possible. See the ${link('article withdrawal policy', '/ethics?target=article-withdrawal')}.`,
        },
        {
          question: 'How can I check the status of my paper?',
          answer: rich`Log in to the editorial management system, where each submission shows its current stage; the ${link('paper status', '/paper-status')} page explains each stage. You can also write to ${editorialMail(config)} quoting your paper ID.`,
        },
      ]),
    ],
  );
}
