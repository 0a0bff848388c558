import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { serverApi } from '../../server/journal-api.server.ts';
import { tagSlug } from './blog/blog-links.ts';
import { isMissing, notFound, slugParam } from './loader-errors.server.ts';

/** The posts with a tag; a tag no post carries is the 404 page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = slugParam(params.slug);
  const posts = await serverApi(site)
    .client.blogsByTag({ tag: slug })
    .catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
  if (posts.length === 0) notFound();
  const tag = posts.flatMap((post) => post.tags).find((name) => tagSlug(name) === slug) ?? slug;
  return { tag, posts };
}
