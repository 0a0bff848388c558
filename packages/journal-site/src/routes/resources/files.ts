// Resource route /files/*: the journal's PDFs (papers, theses, conference papers) under the
// journal's own prefix, fetched from the API's public files. Google Scholar's citation_pdf_url
// points here.
import { forwardApiFile } from '@journals/site-kit/server/api-file.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';

const filePath = /^(papers|theses|conference)\/[A-Za-z0-9._-]{1,120}\.pdf$/;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  if (!filePath.test(path) || path.includes('..')) {
    throw new Response('Not Found', { status: 404 });
  }
  return forwardApiFile({
    site,
    path,
    request,
    headers: {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'public, max-age=86400',
      'Content-Disposition': `inline; filename="${path.split('/').pop()}"`,
    },
  });
}
