// /publication-ethics-policy: Publication ethics policy.
import { publicationEthicsPolicy } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function PublicationEthicsPolicy() {
  return <TextPage page={publicationEthicsPolicy} />;
}
