// The journal as schema.org sees it: a Periodical with its ISSNs, publisher and licence. The
// journal home carries it; every paper's JSON-LD names it as what the paper is part of.
import type { JournalSiteConfig } from '@journals/site-config';
import type { Organization, Periodical, WithContext } from 'schema-dts';

export function publisherOrganization(
  site: Pick<JournalSiteConfig, 'names'>,
  origin: string,
): Organization {
  return { '@type': 'Organization', name: site.names.publisher, url: `${origin}/` };
}

export function periodical(
  site: Pick<JournalSiteConfig, 'names' | 'journal' | 'prefix' | 'licence' | 'language'>,
  origin: string,
): Periodical {
  return {
    '@type': 'Periodical',
    '@id': `${origin}${site.prefix}#periodical`,
    name: site.names.title,
    alternateName: site.names.acronym,
    issn: [site.journal.issn, site.journal.eIssn],
    url: `${origin}${site.prefix}`,
    publisher: publisherOrganization(site, origin),
    inLanguage: site.language,
    license: site.licence.url,
    isAccessibleForFree: true,
    startDate: String(site.journal.startYear),
    about: site.journal.subject,
  };
}

export function periodicalJsonLd(
  site: Parameters<typeof periodical>[0],
  origin: string,
): WithContext<Periodical> {
  return { '@context': 'https://schema.org', ...periodical(site, origin) };
}
