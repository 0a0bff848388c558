// Loader of /editorial-board/:slug: one member; an unknown slug is the 404 page, an API that
// cannot be used right now the 503 error screen.
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalPage } from '../../server/api-page.server.ts';
import { isMissing, notFound, slugParam } from './loader-errors.server.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = slugParam(params.slug);
  return loadJournalPage(request, async ({ client }) => {
    try {
      return { member: await client.editorialMember({ slug }) };
    } catch (error) {
      if (isMissing(error)) notFound();
      throw error;
    }
  });
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
