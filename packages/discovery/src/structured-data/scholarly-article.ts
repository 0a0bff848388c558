// A paper, thesis or conference paper as schema.org JSON-LD: a ScholarlyArticle that is part of
// its PublicationIssue, PublicationVolume and the Periodical (with ISSNs); a thesis is a Thesis.
// Authors, the DOI as sameAs and identifier, datePublished, pages, abstract (plain text of the
// sanitized API text), the licence and the PDF.
import type { PaperDetails } from '@journals/api-contract';
import type { JournalSiteConfig } from '@journals/site-config';
import type {
  Person,
  PublicationIssue,
  PublicationVolume,
  ScholarlyArticle,
  Thesis,
  WithContext,
} from 'schema-dts';
import { isoDate, publicationDate } from '../paper/publication-date.ts';
import { doiUrl } from '../paper/doi.ts';
import { htmlToText } from '../paper/plain-text.ts';
import type { RecordKind } from '../records.ts';
import { periodical, publisherOrganization } from './periodical.ts';

export interface ScholarlyArticleInput {
  site: JournalSiteConfig;
  details: PaperDetails;
  kind: RecordKind;
  origin: string;
  /** The record's canonical page (absolute). */
  pageUrl: string;
  /** The PDF under the journal's prefix (absolute). */
  pdfUrl: string | null;
}

function partOf({ site, details, kind, origin }: ScholarlyArticleInput) {
  const journal = periodical(site, origin);
  if (kind !== 'article' || details.volume === null) return journal;
  const volume: PublicationVolume = {
    '@type': 'PublicationVolume',
    volumeNumber: String(details.volume),
    isPartOf: journal,
  };
  if (details.issue === null) return volume;
  const issue: PublicationIssue = {
    '@type': 'PublicationIssue',
    issueNumber: String(details.issue),
    isPartOf: volume,
  };
  if (details.year !== null) issue.datePublished = String(details.year);
  return issue;
}

export function scholarlyArticleJsonLd(
  input: ScholarlyArticleInput,
): WithContext<ScholarlyArticle | Thesis> {
  const { site, details, kind, origin, pageUrl, pdfUrl } = input;
  const doi = details.doi ? doiUrl(details) : null;
  const abstract = htmlToText(details.abstract);
  const published = isoDate(publicationDate(details));
  const common = {
    '@id': pageUrl,
    name: details.title,
    headline: details.title.length <= 110 ? details.title : `${details.title.slice(0, 109)}…`,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: details.authors.map((name): Person => ({ '@type': 'Person', name })),
    inLanguage: site.language,
    license: site.licence.url,
    isAccessibleForFree: true,
    ...(published ? { datePublished: published } : {}),
    ...(details.updatedAt ? { dateModified: details.updatedAt } : {}),
    ...(abstract ? { abstract } : {}),
    ...(doi
      ? {
          sameAs: doi,
          identifier: {
            '@type': 'PropertyValue' as const,
            propertyID: 'DOI',
            value: details.doi ?? '',
          },
        }
      : {}),
    ...(pdfUrl
      ? {
          encoding: {
            '@type': 'MediaObject' as const,
            contentUrl: pdfUrl,
            encodingFormat: 'application/pdf',
          },
        }
      : {}),
  };
  if (kind === 'thesis') {
    const thesis: WithContext<Thesis> = {
      '@context': 'https://schema.org',
      '@type': 'Thesis',
      ...common,
      ...(details.institution
        ? { sourceOrganization: { '@type': 'Organization', name: details.institution } }
        : {}),
      ...(details.degree ? { inSupportOf: details.degree } : {}),
      publisher: publisherOrganization(site, origin),
      isPartOf: periodical(site, origin),
    };
    return thesis;
  }
  const article: WithContext<ScholarlyArticle> = {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    ...common,
    ...(details.firstPage ? { pageStart: details.firstPage } : {}),
    ...(details.lastPage ? { pageEnd: details.lastPage } : {}),
    ...(details.pages ? { pagination: details.pages } : {}),
    publisher: publisherOrganization(site, origin),
    isPartOf: partOf(input),
  };
  return article;
}
