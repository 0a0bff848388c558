// Loader of /conference: the published conferences (conference category list). A failing call
// is rethrown (spec section 8) for the error screen.
import { site } from 'journal-site:config';
import { conferenceIndexEntries, type ConferenceYear } from '../../papers/index-entries.ts';
import { serverApi } from '../../server/journal-api.server.ts';

export interface ConferenceIndexData {
  years: ConferenceYear[];
}

export async function loader(): Promise<ConferenceIndexData> {
  const categories = await serverApi(site).client.conferenceCategories();
  return { years: conferenceIndexEntries(categories) };
}
