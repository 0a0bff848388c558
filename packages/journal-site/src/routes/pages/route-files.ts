// Page routes (home, information and policy pages, blogs, editorial board, contact, 404).
// Path (relative to the prefix) -> module file name under src/routes (and the app's app/routes).

/** The module of every text page: one page of @journals/content each (text-pages.ts). */
const textPage = 'pages/text-page.tsx';

export const pageRouteFiles = {
  '/': 'pages/home.tsx',
  '/aim-and-scope': textPage,
  '/editorial-board': 'pages/editorial-board.tsx',
  '/editorial-board/:slug': 'pages/editorial-board-member.tsx',
  '/indexing-and-abstracting': textPage,
  '/publication-ethics-policy': textPage,
  '/peer-review-policy': textPage,
  '/ethics': 'pages/ethics.tsx',
  '/cross-mark-policy': textPage,
  '/impact-Factor': textPage,
  '/FAQs': textPage,
  '/journal-particulars': textPage,
  '/downloads': textPage,
  '/journal-publishing-process': textPage,
  '/call-for-papers': textPage,
  '/topics': 'pages/topics.tsx',
  '/paper-status': textPage,
  '/instruction-for-author': textPage,
  '/article-processing-charges': textPage,
  '/guidance-for-ems': textPage,
  '/conference-procedings': textPage,
  '/privacy-policy': textPage,
  '/terms-and-conditions': textPage,
  '/refund-policy': textPage,
  '/blogs': 'pages/blogs.tsx',
  '/blogs/:slug': 'pages/blog-post.tsx',
  '/blogs/tag/:slug': 'pages/blog-tag.tsx',
  // The spec's second address of a post: it moves permanently to /blogs/:slug (see movedRoutes).
  '/tag/:slug': 'pages/blog-post.tsx',
  '/contact-us': 'pages/contact-us.tsx',
  // Last: any other address is the 404 page (HTTP 404).
  '/*': 'pages/not-found.tsx',
} as const satisfies Record<`/${string}`, string>;

/**
 * The text pages, all served by text-page.tsx: path -> the module a journal writes under its
 * app/routes/ to replace that page alone (`pages/faqs.tsx` for /FAQs). The address keeps the
 * spec's spelling where the name does not (/impact-Factor, /conference-procedings).
 */
export const textPageRouteFiles = {
  '/aim-and-scope': 'pages/aim-and-scope.tsx',
  '/indexing-and-abstracting': 'pages/indexing-and-abstracting.tsx',
  '/publication-ethics-policy': 'pages/publication-ethics-policy.tsx',
  '/peer-review-policy': 'pages/peer-review-policy.tsx',
  '/cross-mark-policy': 'pages/cross-mark-policy.tsx',
  '/impact-Factor': 'pages/impact-factor.tsx',
  '/FAQs': 'pages/faqs.tsx',
  '/journal-particulars': 'pages/journal-particulars.tsx',
  '/downloads': 'pages/downloads.tsx',
  '/journal-publishing-process': 'pages/journal-publishing-process.tsx',
  '/call-for-papers': 'pages/call-for-papers.tsx',
  '/paper-status': 'pages/paper-status.tsx',
  '/instruction-for-author': 'pages/instruction-for-author.tsx',
  '/article-processing-charges': 'pages/article-processing-charges.tsx',
  '/guidance-for-ems': 'pages/guidance-for-ems.tsx',
  '/conference-procedings': 'pages/conference-proceedings.tsx',
  '/privacy-policy': 'pages/privacy-policy.tsx',
  '/terms-and-conditions': 'pages/terms-and-conditions.tsx',
  '/refund-policy': 'pages/refund-policy.tsx',
} as const satisfies Partial<Record<keyof typeof pageRouteFiles, string>>;

/** A path text-page.tsx serves. */
export type TextPageRoute = keyof typeof textPageRouteFiles;

/**
 * Routes that are another address of a page: every address of theirs answers a permanent
 * redirect (301) to the page's own route (or the 404 page when the item does not exist), so each
 * page has one address. Route -> the route it moves to.
 */
export const movedRoutes = {
  '/tag/:slug': '/blogs/:slug',
} as const satisfies Partial<Record<keyof typeof pageRouteFiles, `/${string}`>>;
