// External references the texts cite. Not site facts: the addresses of the bodies named.
import { externalLink } from '../blocks.ts';

export const copeLink = externalLink(
  'Committee on Publication Ethics (COPE)',
  'https://publicationethics.org/',
);
export const crossrefLink = externalLink('Crossref', 'https://www.crossref.org/');
export const crossmarkLink = externalLink(
  'Crossmark',
  'https://www.crossref.org/services/crossmark/',
);
export const orcidLink = externalLink('ORCID', 'https://orcid.org/');
export const doiResolverLink = externalLink('doi.org', 'https://doi.org/');
