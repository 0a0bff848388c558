// The answer of the citation route (/cite/:kind/:file): the record as BibTeX, RIS or CSL-JSON,
// as a download named after the journal, kind and id. 404 for a bad name or an unknown record,
// 503 while the API is down.
import { isApiUnavailable } from '@journals/api-client';
import { logFailure } from '@journals/site-kit/server/errors/api-unavailable.server.ts';
import { sitePath } from '@journals/site-config';
import { unavailableResponse } from '@journals/site-kit/server/discovery/text-response.server.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import type { JournalSource } from '../journal-source.ts';
import { fetchPaperDetails } from '../paper/fetch-details.server.ts';
import { recordArea, recordHref } from '../records.ts';
import { citationFile, citationFiles, recordVersion } from './citation-formats.server.ts';
import { parseCiteFile } from './cite-links.ts';
import { cslRecord } from './csl-record.ts';

export async function citeResponse(
  { site, client }: JournalSource,
  request: Request,
  kind: string,
  file: string,
): Promise<Response> {
  const wanted = parseCiteFile(kind, file);
  if (!wanted) return new Response('Not Found\n', { status: 404 });
  let details;
  try {
    details = await fetchPaperDetails(client, recordArea[wanted.kind], wanted.id);
  } catch (error) {
    if (!isApiUnavailable(error)) throw error;
    logFailure('The citation file could not be made', error);
    return unavailableResponse();
  }
  if (!details) return new Response('Not Found\n', { status: 404 });
  const pageUrl = `${publicOrigin()}${sitePath(site, recordHref({ kind: wanted.kind, summary: details }))}`;
  const item = cslRecord({ site, details, kind: wanted.kind, pageUrl });
  const body = citationFile(recordVersion(site, wanted.kind, details), item, wanted.extension);
  const name = `${site.id}-${wanted.kind}-${details.id}.${wanted.extension}`;
  return new Response(body, {
    headers: {
      'Content-Type': citationFiles[wanted.extension].type,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
