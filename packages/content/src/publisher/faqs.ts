import type { PublisherSiteConfig } from '@journals/site-config';
import { faq, link, page, rich } from '../blocks.ts';
import { fileTypes, joinList, licenceShortName, lowerFirst, numberWord, span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { editorialSystemLink, supportMail } from './context.ts';

export function faqs(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  const { timelines, policies, reviewModel } = config.houseRules;
  return page(
    'Frequently Asked Questions',
    `Answers to the questions authors, reviewers and readers ask us most often. Can't find yours? Write to us.`,
    [
      faq([
        {
          question: `What does ${name} publish?`,
          answer: rich`Open-access, peer-reviewed journals in engineering, computer science, applied sciences and multidisciplinary studies. See our ${link('journals', '/journals')}.`,
        },
        {
          question: 'Are the articles free to read?',
          answer: `Yes. Every article is open access from the day it is published, under ${licenceShortName(config.licence)} unless the journal states otherwise.`,
        },
        {
          question: 'How do I submit a manuscript?',
          answer: rich`Choose a journal, prepare the manuscript to the ${link('author guidelines', '/for-authors')} and submit it on our ${editorialSystemLink(config)}.`,
        },
        {
          question: 'What file format do you accept?',
          answer: `${fileTypes(policies.manuscriptFormats.faq)} files prepared with the journal's template, ${span(policies.wordCount, 'words')} long.`,
        },
        {
          question: 'How does peer review work?',
          answer: rich`By ${lowerFirst(reviewModel.primary)}, with at least ${numberWord(timelines.minimumReviewers)} independent experts per manuscript; the Editor-in-Chief decides. See the ${link('peer review process', '/peer-review-process')}.`,
        },
        {
          question: 'How long until I get a decision?',
          answer: `An initial decision within ${span(timelines.initialDecisionWorkingDays, 'working days')}; the final decision, including revisions, usually within ${span(timelines.finalDecisionWeeks, 'weeks')}.`,
        },
        {
          question: 'Do you check for plagiarism?',
          answer: `Yes, every manuscript, before review. Similarity must be below ${policies.plagiarismMaxPercent}%.`,
        },
        {
          question: 'Is there a publication charge?',
          answer:
            'A one-time processing charge per paper applies to every published article. Waivers must be requested before payment.',
        },
        {
          question: 'Can I get a refund?',
          answer: rich`Fees are non-refundable ${config.refunds.nonRefundableWhen}. Approved refunds are processed within ${span(config.refunds.processingBusinessDays, 'business days')}; see the ${link('terms of service', '/terms-of-service')}.`,
        },
        {
          question: 'Who owns the copyright?',
          answer: rich`You do. Authors retain copyright and grant us the right to publish; see the ${link('copyright policy', '/copyright-policy')}.`,
        },
        {
          question: 'Which reference style should I use?',
          answer: `The style of the journal you submit to (${joinList(policies.referenceStyles, 'or')}), with DOIs where available.`,
        },
        {
          question: 'How can I become a reviewer or editor?',
          answer: rich`Write to ${supportMail(config)} with your CV and areas of expertise, or register on our editorial management system. Reviewers receive a certificate for every completed review.`,
        },
      ]),
    ],
  );
}
