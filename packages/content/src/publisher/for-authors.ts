import type { PublisherSiteConfig } from '@journals/site-config';
import { externalLink, h2, link, p, page, rich, steps, ul } from '../blocks.ts';
import {
  fileTypes,
  joinList,
  languageName,
  licenceShortName,
  lowerFirst,
  span,
} from '../format.ts';
import type { ContentPage } from '../model.ts';
import { minimumReviewersPhrase } from '../shared/review.ts';
import { editorialSystemLink, supportMail } from './context.ts';

export function forAuthors(config: PublisherSiteConfig): ContentPage {
  const { policies, timelines, reviewModel } = config.houseRules;
  const licence = config.licence;
  return page(
    'For Authors',
    'Everything you need to prepare, submit and publish a manuscript in one of our journals.',
    [
      h2('Submission guidelines'),
      ul([
        `Language: ${languageName(config.language)}.`,
        `Length: ${span(policies.wordCount, 'words')}.`,
        `File: ${fileTypes(policies.manuscriptFormats.faq)}, ${policies.manuscriptTypography.spacing}, ${policies.manuscriptTypography.sizePt}pt ${policies.manuscriptTypography.font}.`,
        `Images: at least ${policies.imageDpi} dpi.`,
        'Tables and figures: numbered consecutively, each with a caption and, where it is not your own, its source.',
        `References: in the style of the journal you submit to (${joinList(policies.referenceStyles, 'or')}; for example ${policies.referenceStyleExample}), with DOIs when available.`,
        `Originality: the work must be unpublished and not under consideration elsewhere, with similarity below ${policies.plagiarismMaxPercent}%.`,
      ]),
      h2('Submission process'),
      steps([
        {
          title: 'Prepare your manuscript',
          text: rich`Choose one of our ${link('journals', '/journals')} and prepare the manuscript to the guidelines above, using the journal's template.`,
        },
        {
          title: 'Submit online',
          text: rich`Register on the ${editorialSystemLink(config)} and submit your manuscript. You receive a paper ID by e-mail.`,
        },
        {
          title: 'Peer review',
          text: `After editorial screening and a plagiarism check, the manuscript goes to ${lowerFirst(reviewModel.primary)} by ${minimumReviewersPhrase(timelines)}. The initial decision comes within ${span(timelines.initialDecisionWorkingDays, 'working days')}.`,
        },
        {
          title: 'Publication',
          text: 'Once accepted, you sign the copyright form and the article is published online, open access, with its DOI.',
        },
      ]),
      h2('Processing charges'),
      p(
        `A one-time processing charge applies per paper, to every article published; each journal states its amount. Requests for a waiver must be made before payment. Fees are non-refundable ${config.refunds.nonRefundableWhen}; approved refunds are processed within ${span(config.refunds.processingBusinessDays, 'business days')}.`,
      ),
      h2('Copyright'),
      p(
        rich`Authors retain the copyright in their work and grant ${config.names.publisher} worldwide rights to publish and distribute it. Articles are published under the ${externalLink(licenceShortName(licence), licence.url)} licence (${licence.name}); commercial use needs the publisher's permission. See the ${link('copyright policy', '/copyright-policy')}.`,
      ),
      h2('Questions'),
      p(
        rich`Our team is glad to help at ${supportMail(config)}, ${config.contact.supportHours.text}.`,
      ),
    ],
  );
}
