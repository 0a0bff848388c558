// /ethics: the ethics policy. `?target=` (instructions-for-authors, open-access-policy, ...)
// scrolls to that section, also on the first load; a missing or unknown target shows the start.
// Scrolling to a section needs the script: the page hydrates only when its target names one.
import type { JournalRouteHandle } from '../../layout/route-handle.ts';
import { ethicsTargetId } from './ethics-target.ts';
import { ethicsPolicy } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';

export const handle: JournalRouteHandle = {
  scrollTarget: ethicsTargetId,
  hydrate: (location) => ethicsTargetId(location) !== null,
};

export default function Ethics() {
  return <TextPage page={ethicsPolicy} />;
}
