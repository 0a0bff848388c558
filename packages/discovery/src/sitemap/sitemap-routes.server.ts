// The answers of the journal's sitemap routes: a file streamed from the shared walk, the index
// once the walk is complete; 503 while the API is down, 404 for a file the sitemap lacks.
import { sitemapIndexXml, urlsetXml } from '@journals/site-kit/server/discovery/sitemap-xml.ts';
import { logFailure } from '@journals/site-kit/server/errors/api-unavailable.server.ts';
import {
  streamedResponse,
  unavailableResponse,
  xmlHeaders,
} from '@journals/site-kit/server/discovery/text-response.server.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import type { JournalSource } from '../journal-source.ts';
import { journalWalk } from '../journal-walk.server.ts';
import {
  sitemapFileCount,
  sitemapFileEntries,
  sitemapIndexEntries,
} from './sitemap-files.server.ts';

/** The number of a further sitemap file's name ('2.xml' -> 2), or null. */
export function sitemapPartNumber(file: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file);
  const part = match ? Number(match[1]) : null;
  return part !== null && part >= 2 ? part : null;
}

export async function sitemapFileResponse(
  source: JournalSource,
  request: Request,
  part: number,
): Promise<Response> {
  const { site, staticPagePaths } = source;
  const walk = journalWalk(source);
  try {
    if (part === 1) await walk.reached(staticPagePaths.length);
    else if (part > sitemapFileCount(await walk.all())) {
      return new Response('Not Found\n', { status: 404 });
    }
  } catch (error) {
    logFailure('The sitemap could not be built', error);
    return unavailableResponse();
  }
  const entries = sitemapFileEntries(site, publicOrigin(), walk, part);
  return streamedResponse(urlsetXml(entries), xmlHeaders);
}

export async function sitemapIndexResponse(source: JournalSource): Promise<Response> {
  const { site } = source;
  try {
    const items = await journalWalk(source).all();
    return streamedResponse(
      sitemapIndexXml(sitemapIndexEntries(site, publicOrigin(), items)),
      xmlHeaders,
    );
  } catch (error) {
    logFailure('The sitemap index could not be built', error);
    return unavailableResponse();
  }
}
