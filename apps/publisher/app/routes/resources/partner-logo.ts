// Resource route /files/indexing/:file: an indexing partner's logo from the API's files, served
// under the site's own origin (the strip's images stay 'self' for the content security policy,
// and the API may sit on an address readers cannot reach).
import { apiImageFile, apiImageHeaders } from '@journals/site-kit/server/files/api-image.ts';
import { forwardApiFile } from '@journals/site-kit/server/api-file.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from '../../site.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const file = apiImageFile.safeParse(params.file);
  if (!file.success) throw new Response('Not Found', { status: 404 });
  return forwardApiFile({
    site,
    path: `indexing/${file.data}`,
    request,
    headers: apiImageHeaders(file.data),
  });
}
