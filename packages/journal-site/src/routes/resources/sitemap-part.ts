// Resource route /sitemap/:file: the journal's further sitemap files (2.xml, 3.xml, ...), each
// of at most 50,000 addresses; 404 for any other name or a file the sitemap does not have.
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import {
  sitemapFileResponse,
  sitemapPartNumber,
} from '@journals/discovery/sitemap/sitemap-routes.server';
import { discoverySource } from '../../server/discovery-source.server.ts';

export function loader({ request, params }: LoaderFunctionArgs) {
  const part = sitemapPartNumber(params.file ?? '');
  if (part === null) throw new Response('Not Found', { status: 404 });
  return sitemapFileResponse(discoverySource(site), request, part);
}
