// Resource route /files/*: the journal's files under its own prefix, fetched from the API's
// public files: the PDFs of papers, theses and conference papers (Google Scholar's
// citation_pdf_url points here) and the images of blog posts and board members (so readers load
// nothing from the API's address).
import { apiImageFile, apiImageHeaders } from '@journals/site-kit/server/files/api-image.ts';
import { forwardApiFile } from '@journals/site-kit/server/api-file.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { journalImageFolders } from '../../files/site-image.ts';

const pdfPath = /^(papers|theses|conference)\/[A-Za-z0-9._-]{1,120}\.pdf$/;

function pdfHeaders(path: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Cache-Control': 'public, max-age=86400',
    'Content-Disposition': `inline; filename="${path.split('/').pop()}"`,
  };
}

/** The headers of a file the journal serves, or null for a path it does not serve. */
function fileHeaders(path: string): Record<string, string> | null {
  if (path.includes('..')) return null;
  if (pdfPath.test(path)) return pdfHeaders(path);
  const [folder, file, ...rest] = path.split('/');
  if (rest.length > 0 || !journalImageFolders.some((known) => known === folder)) return null;
  const name = apiImageFile.safeParse(file);
  return name.success ? apiImageHeaders(name.data) : null;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  const headers = fileHeaders(path);
  if (headers === null) throw new Response('Not Found', { status: 404 });
  return forwardApiFile({ site, path, request, headers });
}
