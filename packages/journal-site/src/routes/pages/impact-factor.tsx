// /impact-Factor: Impact factor.
import { impactFactor } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function ImpactFactor() {
  return <TextPage page={impactFactor} />;
}
