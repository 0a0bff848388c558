// The review lifecycle both journals and the publisher describe (docs/spec/indjece.md section 4):
// recommendations, post-publication outcomes, misconduct outcomes, the review model and timelines.
// One module each (./review/), so a page's bundle holds the texts it shows and no other page's.
export { recommendationsBlock, reviewerRecommendations } from './review/recommendations.ts';
export { postPublicationBlock, postPublicationOutcomes } from './review/post-publication.ts';
export { misconductOutcomes } from './review/misconduct.ts';
export { reviewModelBlocks } from './review/review-model.ts';
export { minimumReviewersPhrase } from './review/reviewers-phrase.ts';
export { reviewTimelineTable } from './review/timeline-table.ts';
