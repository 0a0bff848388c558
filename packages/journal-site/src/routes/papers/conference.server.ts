// Loader of /conference: the published conferences (conference category list). An API that
// cannot be used right now is the 503 error screen (loadJournalPage).
import type { LoaderFunctionArgs } from 'react-router';
import { conferenceIndexEntries, type ConferenceYear } from '../../papers/index-entries.ts';
import { loadJournalPage } from '../../server/api-page.server.ts';

export interface ConferenceIndexData {
  years: ConferenceYear[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<ConferenceIndexData> {
  return loadJournalPage(request, async ({ client }) => ({
    years: conferenceIndexEntries(await client.conferenceCategories()),
  }));
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
