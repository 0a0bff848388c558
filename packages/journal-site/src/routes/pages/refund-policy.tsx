// /refund-policy: Refund policy (no side column; the footer opens it in a new tab).
import { refundPolicy } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function RefundPolicy() {
  return <TextPage page={refundPolicy} />;
}
