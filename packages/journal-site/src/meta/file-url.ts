// PDFs under the journal's own prefix: the API's file addresses (`<api>/<base>/files/...`) become
// `<origin><prefix>files/...`, which the app's /files route serves.
import type { JournalSiteConfig } from '@journals/site-config';

export function journalFileUrl(
  site: Pick<JournalSiteConfig, 'prefix' | 'apiBasePath'>,
  origin: string,
  apiFileUrl: string | null,
): string | null {
  if (!apiFileUrl) return null;
  let pathname: string;
  try {
    pathname = new URL(apiFileUrl, 'http://api.invalid').pathname;
  } catch {
    return null;
  }
  const marker = '/files/';
  const at = pathname.indexOf(marker);
  if (at < 0) return null;
  return `${origin}${site.prefix}files/${pathname.slice(at + marker.length)}`;
}
