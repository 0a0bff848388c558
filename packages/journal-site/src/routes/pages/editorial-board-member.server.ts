import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { serverApi } from '../../server/journal-api.server.ts';
import { isMissing, notFound, slugParam } from './loader-errors.server.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = slugParam(params.slug);
  try {
    return { member: await serverApi(site).client.editorialMember({ slug }) };
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
}
