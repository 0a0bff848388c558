// The indexing-partner strip's data, read in the home loader: the API's partners (validated by
// @journals/api-contract), their logos served under the site's origin. The partners are kept in
// the process and refreshed in the background (api-client's RefreshingValue), so the home never
// waits on the API for long: with none yet it waits at most 300 ms. When the call fails the
// client logs 'Error fetching index' (spec section 8) and there are no logos (null): the strip
// is left out and the page still answers 200.
import { RefreshingValue } from '@journals/api-client';
import type { IndexingPartner } from '@journals/api-contract';
import type { PartnerLogo } from '@journals/design-system';
import { apiImagePath } from '@journals/site-kit/server/files/api-image.ts';
import { serverApiClient } from '@journals/site-kit/server/api-client.server.ts';
import { site } from '../site.ts';

/** The strip's logo of a partner, served at /files/indexing/<file>; null without one. */
function toLogo(partner: IndexingPartner): PartnerLogo | null {
  const imageUrl = apiImagePath(partner.imageUrl, 'indexing');
  if (imageUrl === null) return null;
  const href = partner.url?.startsWith('https://') ? partner.url : undefined;
  return href ? { name: partner.name, imageUrl, href } : { name: partner.name, imageUrl };
}

/** How long a home request waits for partners the process does not have yet. */
const partnersBudgetMs = 300;

let kept: RefreshingValue<IndexingPartner[]> | undefined;

function keptPartners(): RefreshingValue<IndexingPartner[]> {
  kept ??= new RefreshingValue({
    load: () => serverApiClient(site).indexingPartners(),
    freshForMs: 5 * 60_000,
  });
  return kept;
}

/** The partners' logos; null when the API's list is not at hand (failed, or not yet in time). */
export async function partnerLogos(): Promise<PartnerLogo[] | null> {
  const partners = await keptPartners().peek(partnersBudgetMs);
  return partners === null ? null : partners.flatMap((partner) => toLogo(partner) ?? []);
}
