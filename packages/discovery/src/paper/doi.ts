// A DOI as the address readers follow: https://doi.org/<doi> (Crossref's display guideline), or
// the link the API gave when there is no DOI to build it from.
import type { PaperDetails } from '@journals/api-contract';

export function doiUrl(details: Pick<PaperDetails, 'doi' | 'doiLink'>): string | null {
  const doi = details.doi?.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '');
  if (doi) return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
  const link = details.doiLink?.trim();
  return link && /^https:\/\//i.test(link) ? link : null;
}
