// The terms both the journal terms and conditions and the publisher terms of service are made of.
// Each site passes its own facts: licence, refund terms and governing law come from its config.
import type { Licence, RefundTerms } from '@journals/site-config';
import { externalLink, h2, mailLink, p, rich, ul } from '../blocks.ts';
import { licenceConditions, licenceShortName, span } from '../format.ts';
import type { Block, InlineLink, InlineText } from '../model.ts';

export interface TermsFacts {
  /** How the text names the site: 'the INDJECE website', 'the IND Journals website'. */
  siteName: string;
  /** Who operates it: the publisher. */
  operator: string;
  licence: Licence;
  refunds: RefundTerms;
  /** The governing-law sentence, built by the site from its config. */
  governingLaw: InlineText;
  contactEmail: string;
  /** Links to the site's own related pages. */
  privacyPolicy: InlineLink;
  refundPolicy?: InlineLink;
  charges?: InlineLink;
}

export function termsBlocks(facts: TermsFacts): Block[] {
  const licence = licenceShortName(facts.licence);
  const licenceLink = externalLink(licence, facts.licence.url);
  const refundDays = span(facts.refunds.processingBusinessDays, 'business days');
  return [
    h2('Acceptance of these terms'),
    p(
      `These terms govern your use of ${facts.siteName}, operated by ${facts.operator} ("we", "us"). By browsing the site, submitting a manuscript or using any of our services you accept them. If you do not agree, please do not use the site.`,
    ),
    h2('Use of the website'),
    p(
      'You may read, download and print content from the site for any lawful purpose. You agree not to:',
    ),
    ul([
      'use the site in a way that breaks any law or infringes anyone’s rights;',
      'attempt to gain unauthorised access to the site, its servers or the systems connected to it;',
      'harvest content or contact details in bulk by automated means, or place an unreasonable load on the site;',
      'upload or transmit malicious code, or interfere with the site’s normal operation;',
      'impersonate another person or misrepresent your affiliation when contacting us or submitting work.',
    ]),
    h2('Published content and licence'),
    p(
      rich`Articles are published open access under the ${licenceLink} licence (${facts.licence.name}). Authors keep the copyright in their work; the licence sets out how others may reuse it:`,
    ),
    ul(licenceConditions(facts.licence)),
    p(
      'The site’s own design, logos, software and texts other than the articles belong to the publisher and may not be reused without permission, except as the law allows.',
    ),
    h2('Submissions'),
    p(
      'By submitting a manuscript you confirm that it is your original work, that it is not under consideration elsewhere, that all authors have approved it, and that you have the right to publish any third-party material it contains. Submission does not guarantee publication: every manuscript is screened and peer reviewed, and editorial decisions are final subject to the appeals process.',
    ),
    h2('Fees, payments and refunds'),
    p(
      rich`Accepted articles are subject to a one-time processing charge${facts.charges ? rich` (see the ${facts.charges})` : ''}. Requests for a waiver must be made before payment. Fees are non-refundable ${facts.refunds.nonRefundableWhen}. Approved refunds are processed within ${refundDays}${facts.refundPolicy ? rich`; the ${facts.refundPolicy} gives the details` : ''}.`,
    ),
    h2('Accuracy and availability'),
    p(
      'Articles express the views of their authors, not of the journal or the publisher. We take care that the site is accurate and available, but we do not warrant that it is free of errors or interruptions, and we may change, suspend or withdraw any part of it. Published research is corrected, retracted or marked with an expression of concern when needed, as our policies describe.',
    ),
    h2('Links to other websites'),
    p(
      'The site links to services we do not control, such as the editorial management system, indexing databases, DOI resolvers and social networks. We are not responsible for their content or their privacy practices; their own terms apply when you use them.',
    ),
    h2('Limitation of liability'),
    p(
      'To the fullest extent the law allows, we are not liable for any indirect or consequential loss, or for loss of data, profit or opportunity, arising from the use of the site or reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
    ),
    h2('Privacy'),
    p(rich`How we handle personal data is described in our ${facts.privacyPolicy}.`),
    h2('Changes to these terms'),
    p(
      'We may update these terms from time to time. The version on this page applies from the moment it is published; continued use of the site after a change means you accept the updated terms.',
    ),
    h2('Governing law and jurisdiction'),
    p(facts.governingLaw),
    h2('Contact'),
    p(rich`Questions about these terms are welcome at ${mailLink(facts.contactEmail)}.`),
  ];
}
