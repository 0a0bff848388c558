// Loader of a blog post, at /blogs/:slug and at /tag/:slug (the spec's route table gives a post
// both addresses): the second, and any other spelling of the first, moves permanently (301) to
// /blogs/:slug, so a post has one address. An unknown slug is the 404 page at either address; an
// API that cannot be used right now the 503 error screen.
import { relativePath } from '@journals/site-config';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { loadJournalPage } from '../../server/api-page.server.ts';
import type { ServerApi } from '../../server/journal-api.server.ts';
import { postHref } from './blog/blog-links.ts';
import { isMissing, notFound, slugParam } from './loader-errors.server.ts';

async function fetchPost({ client }: ServerApi, slug: string) {
  try {
    return await client.blog({ slug });
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
}

export async function loader({ params, request, url }: LoaderFunctionArgs) {
  const slug = slugParam(params.slug);
  const post = await loadJournalPage(request, (api) => fetchPost(api, slug));
  const canonical = postHref(post);
  // React Router adds the basename (the journal prefix) to the location.
  if (relativePath(site, url.pathname) !== canonical) throw redirect(canonical, 301);
  return { post };
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
