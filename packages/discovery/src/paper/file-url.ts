// PDFs under the journal's own prefix, as absolute addresses (for citation_pdf_url): the API's
// file address becomes `<origin><prefix>files/...`, which the app's /files route serves. The
// path rule is the paper list's (sitePdfPath), so cards and details link the same file.
import { sitePdfPath, withPrefix } from '@journals/paper-list/model';
import type { JournalSiteConfig } from '@journals/site-config';

export function journalFileUrl(
  site: Pick<JournalSiteConfig, 'prefix'>,
  origin: string,
  apiFileUrl: string | null,
): string | null {
  const path = sitePdfPath(apiFileUrl);
  return path ? `${origin}${withPrefix(site.prefix, path)}` : null;
}
