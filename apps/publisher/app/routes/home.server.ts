// The home loader: the indexing partners for the logo strip, server-rendered. When the API call
// fails or has not answered within 300 ms the strip is empty and the page still answers 200, but
// a shared cache keeps that page for seconds only (partialPageCacheControl): the next reader gets
// the strip once the process has the partners.
import { partialPageCacheControl } from '@journals/site-kit/server/caching/cache-policy.ts';
import { data } from 'react-router';
import { partnerLogos } from '../home/partner-logos.server.ts';

export async function loader() {
  const partners = await partnerLogos();
  if (partners !== null) return { partners };
  return data({ partners: [] }, { headers: { 'Cache-Control': partialPageCacheControl } });
}
