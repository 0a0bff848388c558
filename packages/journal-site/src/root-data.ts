// What the root loader hands every page: shared by the server loader and the components.
import { useSiteRootData } from '@journals/site-kit/ui/root-data';
import type { loader, RootData } from './root.server.ts';

export type { RootData };

/** The root loader's data; undefined only while the root itself failed. */
export function useRootData(): RootData | undefined {
  return useSiteRootData<typeof loader>();
}
