// Loader of /blogs/tag/:slug: the posts with a tag; a tag no post carries is the 404 page, an API
// that cannot be used right now the 503 error screen.
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalPage } from '../../server/api-page.server.ts';
import { tagSlug } from './blog/blog-links.ts';
import { isMissing, notFound, slugParam } from './loader-errors.server.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = slugParam(params.slug);
  const posts = await loadJournalPage(request, ({ client }) =>
    client
      .blogsByTag({ tag: slug })
      .catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error))),
  );
  if (posts.length === 0) notFound();
  const tag = posts.flatMap((post) => post.tags).find((name) => tagSlug(name) === slug) ?? slug;
  return { tag, posts };
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
