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

/** A site's root loader: its data holds at least the shared part. */
export type SiteRootLoader = (...args: never[]) => SiteRootData | Promise<SiteRootData>;

/**
 * The root loader's data, typed by the app's root loader as React Router types it
 * (`useSiteRootData<typeof loader>()`); undefined only while the root itself failed.
 */
export function useSiteRootData<RootLoader extends SiteRootLoader>() {
  return useRouteLoaderData<RootLoader>('root');
}
