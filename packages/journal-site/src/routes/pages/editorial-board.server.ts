// Loader of /editorial-board: the board members. An API that cannot be used right now is the 503
// error screen.
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalPage } from '../../server/api-page.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadJournalPage(request, async ({ client }) => ({
    members: await client.editorialBoard(),
  }));
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
