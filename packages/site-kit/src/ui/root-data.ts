// What every site's root loader hands its pages: the public origin (canonical links, citation
// URLs) and the facts the server's environment may change (contact, editorial login).
import type { Contact, EditorialLogin } from '@journals/site-config';
import { useRouteLoaderData } from 'react-router';

export interface SiteRootData {
  /** The public origin readers see, for canonical links and citation URLs. */
  origin: string;
  /** Contact values after the environment's overrides. */
  contact: Contact;
  editorialLogin: EditorialLogin;
}

/** The root loader's data; undefined only while the root itself failed. */
export function useSiteRootData<T extends SiteRootData = SiteRootData>(): T | undefined {
  return useRouteLoaderData('root') as T | undefined;
}
