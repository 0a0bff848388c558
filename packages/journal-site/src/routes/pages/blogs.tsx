// /blogs: every post of the journal's blog, newest first.
import { Stack } from '@journals/design-system';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { PageHeading } from '@journals/site-kit/ui/content';
import { BlogList } from './blog/BlogList.tsx';
import type { loader } from './blogs.server.ts';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export default function Blogs() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <Stack gap={6}>
      <PageHeading
        title="Blog"
        lead={`News, author guidance and research stories from the ${site.names.acronym} editorial team.`}
      />
      <BlogList posts={posts} label="Blog posts" />
    </Stack>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './blogs.server.ts';
