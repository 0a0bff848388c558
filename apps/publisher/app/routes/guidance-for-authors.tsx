// /guidence-for-authors (the spec's spelling of the address): the publication ethics policy
// again, whose head names /publication&ethics as the canonical address so search engines keep
// one of the two.
import { routeMeta } from '@journals/site-kit/ui/meta';
import type { MetaArgs } from 'react-router';
import { site } from '../site.ts';

export { default, ErrorBoundary } from './text-page.tsx';

export function meta(args: MetaArgs) {
  return routeMeta(site, args, { canonical: { pathname: '/publication&ethics', search: '' } });
}
