// The route table every journal section serves, relative to its prefix (docs/spec/indjece.md section 2).

export const journalRoutes = [
  '/',
  '/blogs',
  '/blogs/:slug',
  '/blogs/tag/:slug',
  '/tag/:slug',
  '/contact-us',
  '/publications',
  '/thesis',
  '/thesis/paperlist',
  '/thesis/paper-details',
  '/current-issue',
  '/current-issue/paperlist',
  '/current-issue/paper-details',
  '/archives',
  '/archives/paperlist',
  '/archives/paper-details',
  '/conference',
  '/conference/paperlist',
  '/conference/paper-details',
  '/aim-and-scope',
  '/editorial-board',
  '/editorial-board/:slug',
  '/indexing-and-abstracting',
  '/publication-ethics-policy',
  '/peer-review-policy',
  '/ethics',
  '/cross-mark-policy',
  '/impact-Factor',
  '/FAQs',
  '/journal-particulars',
  '/downloads',
  '/journal-publishing-process',
  '/call-for-papers',
  '/topics',
  '/paper-status',
  '/instruction-for-author',
  '/article-processing-charges',
  '/guidance-for-ems',
  '/conference-procedings',
  '/privacy-policy',
  '/terms-and-conditions',
  '/refund-policy',
] as const satisfies readonly `/${string}`[];

export type JournalRoute = (typeof journalRoutes)[number];

/** Pages without the side column (spec: hidden on the privacy, terms and refund pages). */
export const journalPagesWithoutSideColumn = [
  '/privacy-policy',
  '/terms-and-conditions',
  '/refund-policy',
] as const satisfies readonly JournalRoute[];

/** Ethics policy sub-sections chosen by the `target` query of /ethics. */
export const journalEthicsTargets = [
  'instructions-for-authors',
  'open-access-policy',
  'plagiarism-policy',
  'editorial-policies',
  'article-withdrawal',
  'copyright-ownership',
] as const;
