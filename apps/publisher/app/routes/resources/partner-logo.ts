// Resource route /files/indexing/:file: an indexing partner's logo from the API's files, served
// under the site's own origin (the strip's images stay 'self' for the content security policy,
// and the API may sit on an address readers cannot reach).
import { forwardApiFile } from '@journals/site-kit/server/api-file.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { partnerLogoFile, partnerLogoType } from '../../home/partner-logo-file.ts';
import { site } from '../../site.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const file = partnerLogoFile.safeParse(params.file);
  if (!file.success) throw new Response('Not Found', { status: 404 });
  return forwardApiFile({
    site,
    path: `indexing/${file.data}`,
    request,
    headers: {
      'Content-Type': partnerLogoType(file.data),
      'Cache-Control': 'public, max-age=86400',
      // An SVG opened on its own runs no script and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
