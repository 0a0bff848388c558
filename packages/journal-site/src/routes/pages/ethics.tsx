// /ethics: the ethics policy. `?target=` (instructions-for-authors, open-access-policy, ...)
// scrolls to that section, also on the first load; a missing or unknown target shows the start.
// The page does not hydrate: when the target names a section, the layout marks it
// (data-scroll-target) and the enhancement script @journals/site-kit/ui/navigation/scroll-target.ts
// scrolls there and focuses it; without one the page loads no script.
import scrollTargetScript from '@journals/site-kit/ui/navigation/scroll-target.ts?enhance';
import type { JournalRouteHandle } from '../../layout/route-handle.ts';
import { ethicsTargetId } from './ethics-target.ts';
import { ethicsPolicy } from '@journals/content';
import { TextPage } from './TextPage.tsx';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export const handle: JournalRouteHandle = {
  scrollTarget: ethicsTargetId,
  enhance: (location) => (ethicsTargetId(location) === null ? [] : [scrollTargetScript]),
};

export default function Ethics() {
  return <TextPage page={ethicsPolicy} />;
}
