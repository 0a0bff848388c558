// The journal pages, keyed by the route path they serve (as in site-config's journalRoutes).
import { matchRoute, type JournalRoute, type JournalSiteConfig } from '@journals/site-config';
import type { ContentPage, PageBuilder } from '../model.ts';
import { aimAndScope } from './aim-and-scope.ts';
import { articleProcessingCharges } from './article-processing-charges.ts';
import { callForPapers } from './call-for-papers.ts';
import { conferenceProceedings } from './conference-proceedings.ts';
import { contactUs } from './contact-us.ts';
import { crossMarkPolicy } from './cross-mark-policy.ts';
import { downloads } from './downloads.ts';
import { editorialBoard } from './editorial-board.ts';
import { ethicsPolicy } from './ethics.ts';
import { faqs } from './faqs.ts';
import { guidanceForEms } from './guidance-for-ems.ts';
import { impactFactor } from './impact-factor.ts';
import { indexingAndAbstracting } from './indexing-and-abstracting.ts';
import { instructionForAuthor } from './instruction-for-author.ts';
import { journalParticulars } from './journal-particulars.ts';
import { journalPublishingProcess } from './journal-publishing-process.ts';
import { paperStatus } from './paper-status.ts';
import { peerReviewPolicy } from './peer-review-policy.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { publicationEthicsPolicy } from './publication-ethics-policy.ts';
import { refundPolicy } from './refund-policy.ts';
import { termsAndConditions } from './terms-and-conditions.ts';
import { topics } from './topics.ts';

export const journalPages = {
  '/contact-us': contactUs,
  '/aim-and-scope': aimAndScope,
  '/editorial-board': editorialBoard,
  '/indexing-and-abstracting': indexingAndAbstracting,
  '/publication-ethics-policy': publicationEthicsPolicy,
  '/peer-review-policy': peerReviewPolicy,
  '/ethics': ethicsPolicy,
  '/cross-mark-policy': crossMarkPolicy,
  '/impact-Factor': impactFactor,
  '/FAQs': faqs,
  '/journal-particulars': journalParticulars,
  '/downloads': downloads,
  '/journal-publishing-process': journalPublishingProcess,
  '/call-for-papers': callForPapers,
  '/topics': topics,
  '/paper-status': paperStatus,
  '/instruction-for-author': instructionForAuthor,
  '/article-processing-charges': articleProcessingCharges,
  '/guidance-for-ems': guidanceForEms,
  '/conference-procedings': conferenceProceedings,
  '/privacy-policy': privacyPolicy,
  '/terms-and-conditions': termsAndConditions,
  '/refund-policy': refundPolicy,
} as const satisfies Partial<Record<JournalRoute, PageBuilder<JournalSiteConfig>>>;

/** The journal routes that are text pages (the others list data from the API). */
export type JournalTextRoute = keyof typeof journalPages;

function isJournalTextRoute(route: string): route is JournalTextRoute {
  return Object.hasOwn(journalPages, route);
}

/**
 * The page a journal path shows ('/impact-factor', '/FAQs?x=1', ...), matched like the router
 * (case-insensitive, query ignored); undefined when the path is not a text page.
 */
export function journalPageFor(config: JournalSiteConfig, path: string): ContentPage | undefined {
  const route = matchRoute(config, path);
  return route !== undefined && isJournalTextRoute(route) ? journalPages[route](config) : undefined;
}
