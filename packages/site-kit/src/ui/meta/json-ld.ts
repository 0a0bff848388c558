// Structured data (schema.org as JSON-LD) in a page's head: React Router's meta() writes a
// `script:ld+json` descriptor as <script type="application/ld+json"> and escapes <, > and & in
// the JSON (as \u003c, \u003e, \u0026), so no text in it can close the script element.
import type { MetaDescriptor } from 'react-router';
import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';

/** The head tag of one JSON-LD document. */
export function jsonLdMeta<T extends Thing>(data: WithContext<T>): MetaDescriptor {
  return { 'script:ld+json': data as unknown as Record<string, unknown> } as MetaDescriptor;
}

export interface Crumb {
  name: string;
  /** Absolute address. */
  url: string;
}

/** A BreadcrumbList from the site's home to the page (the last crumb is the page itself). */
export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
