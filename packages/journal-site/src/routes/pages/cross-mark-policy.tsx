// /cross-mark-policy: Cross Mark policy.
import { crossMarkPolicy } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function CrossMarkPolicy() {
  return <TextPage page={crossMarkPolicy} />;
}
