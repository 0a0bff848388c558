import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import { joinList, span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail } from './context.ts';

export function articleProcessingCharges(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { refunds } = config.policies;
  return page(
    'Article Processing Charges',
    `${acronym} is free for everyone to read. A one-time article processing charge (APC), paid once the article is accepted, covers the cost of publishing it.`,
    [
      h2('What the charge is'),
      p(
        'The article processing charge is a one-time fee per paper. It applies to every article the journal publishes, whatever its type or length, and is payable only after acceptance. It has no bearing on the editorial decision: reviewers are not told whether an author pays or has been granted a waiver.',
      ),
      p(
        rich`The current amount is stated in the acceptance letter; authors who want to know it before submitting can ask ${editorialMail(config)}.`,
      ),
      h2('What it covers'),
      ul([
        'editorial handling and peer review management;',
        'plagiarism screening;',
        'copy-editing, typesetting and proofs;',
        'DOI registration and deposit of metadata with indexing services;',
        'online hosting and long-term preservation of the article, free to read for everyone.',
      ]),
      h2('Waivers'),
      p(
        rich`Authors who cannot pay, for example students or researchers without funding, may request a full or partial waiver by writing to ${editorialMail(config)} with the paper ID and the reasons. The request must be made before payment: a charge that has been paid cannot be waived afterwards.`,
      ),
      h2('How to pay'),
      p(
        `After acceptance you receive an invoice with payment instructions. You can pay by ${joinList(config.policies.paymentMethods)}. Quote the paper ID with every payment.`,
      ),
      h2('Refunds'),
      p(
        rich`Fees are non-refundable ${refunds.nonRefundableWhen}. Approved refunds are processed within ${span(refunds.processingBusinessDays, 'business days')}; see the ${link('refund policy', '/refund-policy')}.`,
      ),
    ],
  );
}
