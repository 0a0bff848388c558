// /peer-review-policy: Peer review policy.
import { peerReviewPolicy } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function PeerReviewPolicy() {
  return <TextPage page={peerReviewPolicy} />;
}
