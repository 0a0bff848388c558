// /call-for-papers: Call for papers.
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '../../layout/RouteErrorScreen.tsx';

export default function CallForPapers() {
  return <TextPage route="/call-for-papers" />;
}
