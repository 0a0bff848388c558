// Which paper area a path belongs to: the list and details modules each serve the four areas
// (archives, current issue, thesis, conference) and read the area from the path they answer.
import { listVariantNames, listVariants, type ListVariant } from '@journals/paper-list/model';
import { relativePath, type SiteConfig } from '@journals/site-config';

export type PaperPathKind = 'indexPath' | 'listPath' | 'detailsPath';

function normalise(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

/**
 * The area whose index, list or details page `pathname` (with the site prefix) is:
 * ('/indjece/thesis/paper-details', 'detailsPath') -> 'thesis'. Null for any other path.
 */
export function paperVariantAt(
  site: Pick<SiteConfig, 'prefix'>,
  pathname: string,
  kind: PaperPathKind,
): ListVariant | null {
  const path = relativePath(site, pathname);
  if (path === null) return null;
  const wanted = normalise(path);
  return (
    listVariantNames.find((variant) => normalise(listVariants[variant][kind]) === wanted) ?? null
  );
}
