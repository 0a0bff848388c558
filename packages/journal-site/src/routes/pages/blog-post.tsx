// /blogs/:slug: one blog post (an unknown slug is the 404 page).
import { Heading, Prose, Stack, Text } from '@journals/design-system';
import type { MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { siteImageSrc } from '../../files/site-image.ts';
import { BackLink } from './BackLink.tsx';
import { PostImage } from './blog/blog.styles.ts';
import { PostMeta } from './blog/PostMeta.tsx';
import { TagList } from './blog/TagList.tsx';
import type { loader } from './blog-post.server.ts';
import { journalPageMeta } from './page-meta.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export function meta(args: MetaArgs<typeof loader>) {
  const post = args.loaderData?.post;
  if (!post) return journalPageMeta(args);
  return journalPageMeta(args, {
    title: `${post.title} | Blog | ${site.names.acronym}`,
    ...(post.excerpt ? { description: post.excerpt } : {}),
  });
}

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  const imageSrc = siteImageSrc(post.imageUrl, 'blogs');
  return (
    <Stack as="article" gap={5}>
      <BackLink href="/blogs">Blog</BackLink>
      <Stack as="header" gap={3}>
        <PostMeta post={post} />
        <Heading level={1}>{post.title}</Heading>
        {post.excerpt ? (
          <Text size="lg" tone="muted">
            {post.excerpt}
          </Text>
        ) : null}
        <TagList tags={post.tags} label="Tags" />
      </Stack>
      {imageSrc ? <PostImage src={imageSrc} alt="" width={1280} height={720} /> : null}
      {/* Sanitized by @journals/api-contract. */}
      {post.contentHtml ? <Prose dangerouslySetInnerHTML={{ __html: post.contentHtml }} /> : null}
    </Stack>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './blog-post.server.ts';
