// What the root loader hands every page: shared by the server loader and the components.
import { useSiteRootData, type SiteRootData } from '@journals/site-kit/ui/root-data';
import type { loader } from './root.server.ts';

export interface RootData extends SiteRootData {
  /** The header's Current Issue target, from the first archive entry. */
  currentIssueHref: string;
}

/** The root loader's data; undefined only while the root itself failed. */
export function useRootData(): RootData | undefined {
  return useSiteRootData<typeof loader>();
}
