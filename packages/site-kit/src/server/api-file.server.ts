// A file of the API (a paper's PDF, a partner's logo) answered under the site's own origin:
// fetched from `<API base>/files/<path>` and streamed on with the headers the caller sets.
// 404 when the API has no such file, 502 when it cannot be reached or fails.
import type { SiteConfig } from '@journals/site-config';
import { readApiSettings } from './config/api-settings.server.ts';

export interface ApiFileRequest {
  site: Pick<SiteConfig, 'id' | 'apiBasePath'>;
  /** The file's path under the API's files/, already checked by the caller. */
  path: string;
  /** The reader's request: its abort ends the upstream fetch too. */
  request: Request;
  /** The answer's headers (type, caching, disposition); Content-Length is copied over. */
  headers: Record<string, string>;
}

export async function forwardApiFile({
  site,
  path,
  request,
  headers,
}: ApiFileRequest): Promise<Response> {
  const { baseUrl, fileTimeoutMs } = readApiSettings(site);
  let upstream: Response;
  try {
    upstream = await fetch(`${baseUrl}/files/${path}`, {
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(fileTimeoutMs)]),
    });
  } catch {
    throw new Response('The file is not available right now.', { status: 502 });
  }
  if (upstream.status === 404) throw new Response('Not Found', { status: 404 });
  if (!upstream.ok || !upstream.body) {
    throw new Response('The file is not available right now.', { status: 502 });
  }
  const answer = new Headers(headers);
  const length = upstream.headers.get('content-length');
  if (length) answer.set('Content-Length', length);
  return new Response(upstream.body, { headers: answer });
}
