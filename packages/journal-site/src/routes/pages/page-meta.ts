// The meta export of the page routes: the head tags of the current path from the site config.
import type { MetaDescriptor } from 'react-router';
import { site } from 'journal-site:config';
import { routeMeta } from '@journals/site-kit/ui/meta';
import type { RouteMetaArgs, RouteMetaOverride } from '@journals/site-kit/ui/meta';

/** The head tags of a page; `override` replaces the title and description (a blog post). */
export function journalPageMeta(
  args: RouteMetaArgs,
  override?: RouteMetaOverride,
): MetaDescriptor[] {
  return routeMeta(site, args, override);
}

/** The meta export of a page whose title and description come from the site config. */
export function pageMeta(args: RouteMetaArgs): MetaDescriptor[] {
  return routeMeta(site, args);
}
