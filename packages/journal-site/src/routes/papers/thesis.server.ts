// Loader of /thesis: the thesis index (years and volumes). A failing index call throws 'Failed to
// fetch Thesis' (spec section 8) for the error screen.
import { site } from 'journal-site:config';
import { thesisIndexEntries, type IndexYear } from '../../papers/index-entries.ts';
import { serverApi } from '../../server/journal-api.server.ts';

export interface ThesisIndexData {
  years: IndexYear[];
}

export async function loader(): Promise<ThesisIndexData> {
  const index = await serverApi(site).client.thesisIndex();
  return { years: thesisIndexEntries(index) };
}
