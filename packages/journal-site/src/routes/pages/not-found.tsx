// The catch-all route `*`: its loader answers 404, so its error boundary shows the 404 page
// inside the page frame. The title follows the spec's default (first path segment, upper case),
// with robots noindex (see page-meta.ts).
import type { MetaArgs } from 'react-router';
import { NotFound as NotFoundScreen } from '@journals/design-system';
import { journalPageMeta } from './page-meta.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export function meta(args: MetaArgs) {
  return journalPageMeta(args);
}

/** Never rendered with data (the loader always throws); kept as the route's component. */
export default function NotFound() {
  return <NotFoundScreen />;
}

// The route's server half: React Router keeps it out of the browser's build.
export { loader } from './not-found.server.ts';
