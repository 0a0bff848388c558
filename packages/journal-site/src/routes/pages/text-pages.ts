// The journal's text pages: each shows one page of @journals/content and nothing else, served by
// text-page.tsx at its path (route-files.ts names the module a journal writes to replace one).
// Path -> the page's builder. Server only: text-page.server.ts builds the page of the path.
import {
  aimAndScope,
  articleProcessingCharges,
  callForPapers,
  conferenceProceedings,
  crossMarkPolicy,
  downloads,
  guidanceForEms,
  impactFactor,
  indexingAndAbstracting,
  instructionForAuthor,
  journalFaqs,
  journalParticulars,
  journalPrivacyPolicy,
  journalPublishingProcess,
  paperStatus,
  peerReviewPolicy,
  publicationEthicsPolicy,
  refundPolicy,
  termsAndConditions,
} from '@journals/content';
import type { TextPageRoute } from './route-files.ts';
import type { JournalPageBuilder } from './TextPage.tsx';

export const textPages = {
  // Aim and scope of the journal.
  '/aim-and-scope': aimAndScope,
  // Where the journal is indexed and abstracted.
  '/indexing-and-abstracting': indexingAndAbstracting,
  // Publication ethics policy.
  '/publication-ethics-policy': publicationEthicsPolicy,
  // Peer review policy.
  '/peer-review-policy': peerReviewPolicy,
  // Cross Mark policy.
  '/cross-mark-policy': crossMarkPolicy,
  // Impact factor.
  '/impact-Factor': impactFactor,
  // Frequently asked questions (twelve, in an accordion: one open at a time).
  '/FAQs': journalFaqs,
  // Journal particulars with the CrossRef DOI and plagiarism-checker notes.
  '/journal-particulars': journalParticulars,
  // The manuscript template and the copyright form.
  '/downloads': downloads,
  // The journal publishing process.
  '/journal-publishing-process': journalPublishingProcess,
  // Call for papers.
  '/call-for-papers': callForPapers,
  // How to check the status of a paper.
  '/paper-status': paperStatus,
  // Instructions for authors.
  '/instruction-for-author': instructionForAuthor,
  // Article processing charges.
  '/article-processing-charges': articleProcessingCharges,
  // Guidance for the editorial management system.
  '/guidance-for-ems': guidanceForEms,
  // How to apply for conference collaboration: six steps, a benefits table and fourteen FAQs.
  '/conference-procedings': conferenceProceedings,
  // Privacy policy (no side column; the footer opens it in a new tab).
  '/privacy-policy': journalPrivacyPolicy,
  // Terms and conditions (no side column; the footer opens it in a new tab).
  '/terms-and-conditions': termsAndConditions,
  // Refund policy (no side column; the footer opens it in a new tab).
  '/refund-policy': refundPolicy,
} as const satisfies Record<TextPageRoute, JournalPageBuilder>;

function isTextPageRoute(route: string): route is TextPageRoute {
  return Object.hasOwn(textPages, route);
}

/**
 * The builder of the text page a route serves, by the route's pattern as React Router gives it to
 * a loader ('/FAQs', with or without the leading slash); undefined for any other route.
 */
export function textPageOf(pattern: string): JournalPageBuilder | undefined {
  const route = pattern.startsWith('/') ? pattern : `/${pattern}`;
  return isTextPageRoute(route) ? textPages[route] : undefined;
}
