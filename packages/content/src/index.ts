// @journals/content: the texts of the information and policy pages of the publisher site and both
// journal sections, as pure data (see model.ts), parameterized by the typed site config.
export type * from './model.ts';

export { toPlainText, inlineToPlainText, pageLinks } from './plain-text.ts';
export { slugify } from './blocks.ts';

// Journal pages: one builder per page, all taking a JournalSiteConfig.
export { journalPages, journalPageFor } from './journal/index.ts';
export type { JournalTextRoute } from './journal/index.ts';
export { aimAndScope } from './journal/aim-and-scope.ts';
export { articleProcessingCharges } from './journal/article-processing-charges.ts';
export { callForPapers } from './journal/call-for-papers.ts';
export { conferenceProceedings } from './journal/conference-proceedings.ts';
export { contactUs as journalContactUs } from './journal/contact-us.ts';
export { crossMarkPolicy } from './journal/cross-mark-policy.ts';
export { downloads } from './journal/downloads.ts';
export { editorialBoard as journalEditorialBoard } from './journal/editorial-board.ts';
export {
  ethicsPolicy,
  ethicsSectionFor,
  ethicsSections,
  ethicsSectionTargets,
} from './journal/ethics.ts';
export type { EthicsSection } from './journal/ethics.ts';
export { faqs as journalFaqs } from './journal/faqs.ts';
export { guidanceForEms } from './journal/guidance-for-ems.ts';
export { impactFactor } from './journal/impact-factor.ts';
export { indexingAndAbstracting } from './journal/indexing-and-abstracting.ts';
export { instructionForAuthor } from './journal/instruction-for-author.ts';
export { journalParticulars } from './journal/journal-particulars.ts';
export { journalPublishingProcess } from './journal/journal-publishing-process.ts';
export { paperStatus } from './journal/paper-status.ts';
export { peerReviewPolicy } from './journal/peer-review-policy.ts';
export { privacyPolicy as journalPrivacyPolicy } from './journal/privacy-policy.ts';
export { publicationEthicsPolicy } from './journal/publication-ethics-policy.ts';
export { refundPolicy } from './journal/refund-policy.ts';
export { scopeAreas, scopeAreasOf } from './journal/scope-areas.ts';
export { termsAndConditions } from './journal/terms-and-conditions.ts';
export { topics } from './journal/topics.ts';

// Publisher pages: one builder per page, taking a PublisherSiteConfig (house rules included).
export { publisherPages, publisherPageFor } from './publisher/index.ts';
export type { PublisherPageBuilder, PublisherTextRoute } from './publisher/index.ts';
export { publisherHome } from './publisher/home.ts';
export type {
  AudienceGroup,
  AudienceTab,
  HomeCard,
  HomeSection,
  PublisherHome,
} from './publisher/home.ts';
export { about, researchScope } from './publisher/about.ts';
export { contactUs as publisherContactUs } from './publisher/contact-us.ts';
export { cookiePolicy } from './publisher/cookie-policy.ts';
export { copyrightPolicy } from './publisher/copyright-policy.ts';
export { editorialBoard as publisherEditorialBoard } from './publisher/editorial-board.ts';
export { faqs as publisherFaqs } from './publisher/faqs.ts';
export { forAuthors } from './publisher/for-authors.ts';
export { journals } from './publisher/journals.ts';
export { openAccessPolicy } from './publisher/open-access-policy.ts';
export { peerReviewProcess } from './publisher/peer-review-process.ts';
export { privacyPolicy as publisherPrivacyPolicy } from './publisher/privacy-policy.ts';
export { publicationEthics } from './publisher/publication-ethics.ts';
export { submitPaper } from './publisher/submit-paper.ts';
export { termsOfService } from './publisher/terms-of-service.ts';
export { houseRules } from './shared/house-rules.ts';
export type { HouseRules } from './shared/house-rules.ts';
