// /call-for-papers: Call for papers.
import { callForPapers } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function CallForPapers() {
  return <TextPage page={callForPapers} />;
}
