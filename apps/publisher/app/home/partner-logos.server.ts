// The indexing-partner strip's data, read in the home loader: the API's partners (validated by
// @journals/api-contract), their logos served under the site's origin. When the call fails the
// client logs 'Error fetching index' (spec section 8) and the strip is empty; the page still
// answers.
import type { IndexingPartner } from '@journals/api-contract';
import type { PartnerLogo } from '@journals/design-system';
import { apiImagePath } from '@journals/site-kit/files/api-image.ts';
import { serverApiClient } from '@journals/site-kit/server/api-client.server.ts';
import { site } from '../site.ts';

/** The strip's logo of a partner, served at /files/indexing/<file>; null without one. */
function toLogo(partner: IndexingPartner): PartnerLogo | null {
  const imageUrl = apiImagePath(partner.imageUrl, 'indexing');
  if (imageUrl === null) return null;
  const href = partner.url?.startsWith('https://') ? partner.url : undefined;
  return href ? { name: partner.name, imageUrl, href } : { name: partner.name, imageUrl };
}

export async function partnerLogos(signal: AbortSignal): Promise<PartnerLogo[]> {
  const partners = await serverApiClient(site)
    .indexingPartners({ signal })
    .catch(() => []);
  return partners.flatMap((partner) => toLogo(partner) ?? []);
}
