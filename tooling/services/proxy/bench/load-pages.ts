// The pages the readers' load asks for: every site's home and every journal's list and paper
// page, found as a crawler finds them (@journals/page-audit), as paths through nginx.
import { measuredSites, pagesToMeasure } from '@journals/page-audit/measured-pages';

const loadedTypes = new Set(['home', 'list', 'paper']);

export async function loadPages(origin: string): Promise<[string, string][]> {
  const pages = await pagesToMeasure(origin, measuredSites);
  return pages
    .filter(([name]) => loadedTypes.has(name.split(' ')[1] ?? ''))
    .map(([name, url]) => [name, url.slice(origin.length)]);
}
