import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import { span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail } from './context.ts';

export function refundPolicy(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { refunds } = config.policies;
  const days = span(refunds.processingBusinessDays, 'business days');
  return page(
    'Refund Policy',
    `When ${acronym} refunds an article processing charge, how to ask for a refund and how long it takes.`,
    [
      h2('What this policy covers'),
      p(
        rich`It covers the ${link('article processing charge', '/article-processing-charges')} and any other fee paid to the journal. The charge pays for the editorial work that starts as soon as a manuscript enters review, so refunds are limited to the cases below.`,
      ),
      h2('When a refund is given'),
      ul([
        'A payment made twice for the same paper, or more than the invoiced amount.',
        'A payment made before peer review began, for a manuscript that is then rejected at pre-screening or withdrawn before review starts.',
      ]),
      h2('When fees are not refundable'),
      p(
        `Fees are non-refundable ${refunds.nonRefundableWhen}. This includes manuscripts rejected after review and manuscripts withdrawn by the authors once review has started.`,
      ),
      h2('Waivers come first'),
      p(
        'Authors who cannot afford the charge should request a waiver before paying. A waiver cannot be granted, and a refund cannot be given on the grounds of hardship, after payment.',
      ),
      h2('How to request a refund'),
      p(
        rich`Write to ${editorialMail(config)} with the paper ID, the name of the payer, the date, amount and reference of the payment, and the reason for the request. We confirm receipt and tell you the outcome.`,
      ),
      h2('How long it takes'),
      p(
        `Approved refunds are processed within ${days}, by the same method used for the payment. Banks and card issuers may take a few more days to show the credit.`,
      ),
    ],
  );
}
