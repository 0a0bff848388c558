// The breadcrumbs of a details page: the journal home, the paper area, the list the paper is
// published in (its back link, when that is not the area itself), then the paper.
import { listVariants, type ListVariant } from '@journals/paper-list/model';
import { sitePath, type JournalSiteConfig } from '@journals/site-config';
import type { Crumb } from '@journals/site-kit/ui/json-ld';
import { areaNames, type BackLink } from '../paper/area-names.ts';

export interface PaperBreadcrumbsInput {
  site: Pick<JournalSiteConfig, 'prefix' | 'names'>;
  origin: string;
  variant: ListVariant;
  backLink: BackLink;
  title: string;
  pageUrl: string;
}

export function paperBreadcrumbs({
  site,
  origin,
  variant,
  backLink,
  title,
  pageUrl,
}: PaperBreadcrumbsInput): Crumb[] {
  const address = (href: string) => `${origin}${sitePath(site, href)}`;
  const area = listVariants[variant].indexPath;
  const crumbs: Crumb[] = [
    { name: site.names.acronym, url: `${origin}${site.prefix}` },
    { name: areaNames[variant], url: address(area) },
  ];
  if (backLink.href !== area) {
    crumbs.push({ name: backLink.label.replace(/^Back to /, ''), url: address(backLink.href) });
  }
  crumbs.push({ name: title, url: pageUrl });
  return crumbs;
}
