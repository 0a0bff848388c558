// /guidance-for-ems: Guidance for the editorial management system.
import { guidanceForEms } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function GuidanceForEms() {
  return <TextPage page={guidanceForEms} />;
}
