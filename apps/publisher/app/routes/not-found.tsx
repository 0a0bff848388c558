// The catch-all route: its loader answers 404, so its error boundary shows the 404 page (Page
// Not Found, Return Home) inside the page frame, with robots noindex.
import { NotFound as NotFoundScreen } from '@journals/design-system';
import { routeMeta } from '@journals/site-kit/ui/meta';
import { site } from '../site.ts';
import type { Route } from './+types/not-found.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';
export { loader } from './not-found.server.ts';

export function meta(args: Route.MetaArgs) {
  return routeMeta(site, args);
}

/** Never rendered with data (the loader always throws); kept as the route's component. */
export default function NotFound() {
  return <NotFoundScreen homeHref="/" />;
}
