// The indexing-partner strip's data, read in the home loader: the API's partners (validated by
// @journals/api-contract), their logos served under the site's origin. The partners are kept in
// the process and refreshed in the background (api-client's RefreshingValue), so the home never
// waits on the API for long: with none yet it waits at most 300 ms. When the call fails the
// client logs 'Error fetching index' (spec section 8) and the strip is empty; the page still
// answers 200.
import { RefreshingValue } from '@journals/api-client';
import type { IndexingPartner } from '@journals/api-contract';
import type { PartnerLogo } from '@journals/design-system';
import { readApiSettings } from '@journals/site-kit/config/api-settings.server.ts';
import { serverApiClient } from '@journals/site-kit/server/api-client.server.ts';
import { site } from '../site.ts';
import { partnerLogoFile, partnerLogoPath } from './partner-logo-file.ts';

/**
 * The address the page shows a partner's logo at: a logo of the API's files under the site's own
 * /files/indexing/, any other https address as it is; null for anything else (plain http would
 * be mixed content).
 */
export function partnerLogoSrc(imageUrl: string, apiBaseUrl: string): string | null {
  const folder = `${apiBaseUrl}/files/indexing/`;
  if (imageUrl.startsWith(folder)) {
    const file = partnerLogoFile.safeParse(imageUrl.slice(folder.length));
    return file.success ? partnerLogoPath(file.data) : null;
  }
  return imageUrl.startsWith('https://') ? imageUrl : null;
}

function toLogo(partner: IndexingPartner, apiBaseUrl: string): PartnerLogo | null {
  const imageUrl = partnerLogoSrc(partner.imageUrl, apiBaseUrl);
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

export async function partnerLogos(): Promise<PartnerLogo[]> {
  const partners = (await keptPartners().peek(partnersBudgetMs)) ?? [];
  const { baseUrl } = readApiSettings(site);
  return partners.flatMap((partner) => toLogo(partner, baseUrl) ?? []);
}
