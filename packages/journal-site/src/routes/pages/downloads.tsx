// /downloads: The manuscript template and the copyright form.
import { downloads } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function Downloads() {
  return <TextPage page={downloads} />;
}
