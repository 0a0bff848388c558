// Resource route /files/*: the journal's PDFs (papers, theses, conference papers) under the
// journal's own prefix, fetched from the API's public files. Google Scholar's citation_pdf_url
// points here.
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { readApiSettings } from '@journals/site-kit/config/api-settings.server.ts';

const filePath = /^(papers|theses|conference)\/[A-Za-z0-9._-]{1,120}\.pdf$/;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  if (!filePath.test(path) || path.includes('..')) {
    throw new Response('Not Found', { status: 404 });
  }
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
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Cache-Control': 'public, max-age=86400',
    'Content-Disposition': `inline; filename="${path.split('/').pop()}"`,
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { headers });
}
