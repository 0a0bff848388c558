// /blogs/tag/:slug: the posts with one tag (a tag no post carries is the 404 page).
import { Stack } from '@journals/design-system';
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { PageHeading } from '@journals/site-kit/ui/content';
import { BackLink } from './BackLink.tsx';
import { BlogList } from './blog/BlogList.tsx';
import type { loader } from './blog-tag.server.ts';
import { journalPageMeta } from './page-meta.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export function meta(args: MetaArgs<typeof loader>) {
  const tag = args.loaderData?.tag;
  if (!tag) return journalPageMeta(args);
  return journalPageMeta(args, {
    title: `${tag} | Blog | ${site.names.acronym}`,
    description: `Blog posts about ${tag} from the ${site.names.acronym} editorial team.`,
  });
}

export default function BlogTag() {
  const { tag, posts } = useLoaderData<typeof loader>();
  const count = posts.length === 1 ? '1 post' : `${posts.length} posts`;
  return (
    <Stack gap={6}>
      <BackLink href="/blogs">Blog</BackLink>
      <PageHeading eyebrow="Tag" title={tag} lead={`${count} tagged “${tag}”.`} />
      <BlogList posts={posts} label={`Posts tagged ${tag}`} />
    </Stack>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './blog-tag.server.ts';
