// /aim-and-scope: Aim and scope of the journal.
import { aimAndScope } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export default function AimAndScope() {
  return <TextPage page={aimAndScope} />;
}
