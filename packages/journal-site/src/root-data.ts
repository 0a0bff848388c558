// What the root loader hands every page: shared by the server loader and the components.
import type { Contact, EditorialLogin } from '@journals/site-config';
import { useRouteLoaderData } from 'react-router';

export interface RootData {
  /** The public origin readers see, for canonical links and citation URLs. */
  origin: string;
  /** Contact values after the environment's overrides. */
  contact: Contact;
  editorialLogin: EditorialLogin;
  /** The header's Current Issue target, from the first archive entry. */
  currentIssueHref: string;
}

/** The root loader's data; undefined only while the root itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
