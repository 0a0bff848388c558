// /guidence-for-authors (the spec's spelling of the address): the publication ethics policy
// again, whose head names /publication&ethics as the canonical address so search engines keep
// one of the two.
import { routeMeta } from '@journals/site-kit/ui/meta';
import { site } from '../site.ts';
import type { Route } from './+types/guidance-for-authors.ts';

export { default, ErrorBoundary } from './text-page.tsx';

export function meta(args: Route.MetaArgs) {
  return routeMeta(site, args, { canonical: { pathname: '/publication&ethics', search: '' } });
}
