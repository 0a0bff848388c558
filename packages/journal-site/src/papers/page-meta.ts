// The head tags of the paper pages: a paper's or a list's own title, with the journal's acronym.
import type { SiteConfig } from '@journals/site-config';
import type { MetaDescriptor } from 'react-router';
import { routeMeta } from '@journals/site-kit/ui/meta';
import type { RouteMetaArgs, RouteMetaOverride } from '@journals/site-kit/ui/meta';

export interface PaperPageMetaInput extends RouteMetaOverride {
  site: Pick<SiteConfig, 'prefix' | 'pages' | 'defaultMeta' | 'names'>;
  args: RouteMetaArgs;
  /** The page's own title, without the journal's acronym. */
  title?: string;
}

export function paperPageMeta({
  site,
  args,
  title,
  ...override
}: PaperPageMetaInput): MetaDescriptor[] {
  return routeMeta(site, args, {
    ...override,
    ...(title ? { title: `${title} | ${site.names.acronym}` } : {}),
  });
}
