// /paper-status: How to check the status of a paper.
import { paperStatus } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function PaperStatus() {
  return <TextPage page={paperStatus} />;
}
