// The privacy policy both the journal sections and the publisher publish. Each site passes its
// name, its contact details and its chat provider (if any) from its config.
import type { ChatProvider } from '@journals/site-config';
import { h2, mailLink, p, rich, ul } from '../blocks.ts';
import type { Block, InlineLink } from '../model.ts';

export interface PrivacyFacts {
  siteName: string;
  /** The data controller: the publisher. */
  controller: string;
  address: string;
  contactEmail: string;
  chat: ChatProvider | null;
  cookiePolicy?: InlineLink;
}

export function privacyBlocks(facts: PrivacyFacts): Block[] {
  const contact = mailLink(facts.contactEmail);
  const cookies = facts.cookiePolicy
    ? rich`The ${facts.cookiePolicy} explains which cookies the site uses and how to control them.`
    : 'The site does not need cookies to show its pages and sets no advertising or tracking cookies.';
  return [
    h2('Who we are'),
    p(
      rich`${facts.siteName} is operated by ${facts.controller}, ${facts.address}, which is responsible for the personal data described here. For any privacy question write to ${contact}.`,
    ),
    h2('What we collect'),
    ul([
      'Author details you give when you submit a manuscript: names, affiliations, e-mail addresses, ORCID iDs and the manuscript itself. Submissions are made on the external editorial management system, which holds this data on our behalf.',
      'Reviewer and editor details: names, affiliations, areas of expertise, contact details and the reviews or decisions you write.',
      'Messages you send us by e-mail, by phone or through a contact form, and our replies.',
      'Payment records for processing charges: the amount, date and reference. Card details are handled by the payment provider and never reach us.',
      'Technical data any web server records: IP address, browser type, pages requested and the time of the request, kept in server logs for security and troubleshooting.',
    ]),
    h2('How we use it'),
    ul([
      'to run peer review and publish articles, including correspondence about a manuscript;',
      'to register DOIs and deposit article metadata with indexing and abstracting services;',
      'to answer questions and handle payments, waivers and refunds;',
      'to keep the site secure and working, and to understand, in aggregate, how it is used;',
      'to meet our legal and accounting obligations.',
    ]),
    p('We do not sell personal data, and we do not use it for advertising.'),
    h2('Who we share it with'),
    ul([
      'Reviewers, who receive anonymised manuscripts, and editors, who handle submissions.',
      'DOI registration agencies and indexing services, which receive the metadata of published articles, including author names and affiliations, as part of the public scholarly record.',
      'Service providers working for us, such as the editorial management system, hosting and payment providers, under obligations of confidentiality.',
      'Authorities, when the law requires it.',
    ]),
    h2('Published articles'),
    p(
      'Author names, affiliations and the content of published articles form part of the permanent scholarly record. They stay online after publication and are only changed through a correction or retraction.',
    ),
    h2('Cookies and third-party services'),
    p(cookies),
    p(
      facts.chat
        ? `The chat window is provided by ${facts.chat.name}. It loads only when the page has finished loading, and the provider processes what you type in it under its own privacy policy.`
        : 'Links to social networks and other external sites take you to services with their own privacy policies; nothing is shared with them until you follow a link.',
    ),
    h2('How long we keep it'),
    p(
      'Manuscripts, reviews and editorial decisions are kept for as long as needed to support the scholarly record and to answer questions about published work. Correspondence is kept while it is useful and then deleted. Server logs are kept for a short period only.',
    ),
    h2('Your rights'),
    p(
      rich`You may ask us for a copy of the personal data we hold about you, ask us to correct or delete it, or object to how we use it. Write to ${contact}; we answer promptly and within the time the law allows. Some data, such as the names of authors of a published article, cannot be removed from the scholarly record, but we will explain why when that applies.`,
    ),
    h2('Security'),
    p(
      'The site is served over an encrypted connection, and access to submission and payment records is limited to the people who need it. No system is perfectly secure; if we learn of a breach that affects you, we will tell you.',
    ),
    h2('Changes to this policy'),
    p(
      'We update this policy when our practices change. The version on this page is the one that applies.',
    ),
  ];
}
