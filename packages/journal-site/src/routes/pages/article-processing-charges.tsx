// /article-processing-charges: Article processing charges.
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function ArticleProcessingCharges() {
  return <TextPage route="/article-processing-charges" />;
}
