// The <head> of the paper pages: documentMeta with the public origin from the root loader.
import { relativePath, sitePath, type SiteConfig } from '@journals/site-config';
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { documentMeta } from '../meta/document-meta.ts';
import type { RootData } from '../root-data.ts';

/** The public origin the root loader found ('' while the root has no data). */
export function rootOrigin(matches: MetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as RootData | undefined)?.origin ?? '';
}

/**
 * The address with the journal prefix: React Router gives meta() its location without the
 * basename ('/archives'), documentMeta wants the address readers see ('/indjece/archives').
 */
export function withSitePrefix(
  site: Pick<SiteConfig, 'prefix'>,
  location: { pathname: string; search: string },
): { pathname: string; search: string } {
  const pathname =
    relativePath(site, location.pathname) === null
      ? sitePath(site, location.pathname)
      : location.pathname;
  return { pathname, search: location.search };
}

export interface PaperPageMetaInput {
  site: Pick<SiteConfig, 'prefix' | 'pages' | 'defaultMeta' | 'names'>;
  args: Pick<MetaArgs, 'matches' | 'location'>;
  /** The page's own title (without the site suffix) and description. */
  title?: string;
  description?: string;
  /** The canonical address when it differs from the current one (path + search). */
  canonical?: { pathname: string; search: string };
}

export function paperPageMeta({
  site,
  args,
  title,
  description,
  canonical,
}: PaperPageMetaInput): MetaDescriptor[] {
  const override: { title?: string; description?: string } = {};
  if (title) override.title = `${title} | ${site.names.acronym}`;
  if (description) override.description = description;
  return documentMeta({
    site,
    origin: rootOrigin(args.matches),
    location: withSitePrefix(site, canonical ?? args.location),
    override,
  });
}
