// Blog post cards (the blog and a tag's page), with the empty state. An API that cannot be
// used right now is the page's 503 error screen, not a state of the list.
import type { BlogPost } from '@journals/api-contract';
import { Card, CardMedia, CardTitle, EmptyState, Grid, Link, Text } from '@journals/design-system';
import { siteImageSrc } from '../../../files/site-image.ts';
import { postHref } from './blog-links.ts';
import { PostMeta } from './PostMeta.tsx';
import { TagList } from './TagList.tsx';

function PostCard({ post }: { post: BlogPost }) {
  const imageSrc = siteImageSrc(post.imageUrl, 'blogs');
  return (
    <Card
      as="li"
      padding={5}
      media={imageSrc ? <CardMedia src={imageSrc} alt="" width={640} height={360} /> : undefined}
    >
      <PostMeta post={post} />
      <CardTitle level={2} size="xl" href={postHref(post)}>
        {post.title}
      </CardTitle>
      {post.excerpt ? <Text>{post.excerpt}</Text> : null}
      <TagList tags={post.tags} label={`Tags of ${post.title}`} />
      <Link href={postHref(post)} variant="standalone" aria-label={`Read more: ${post.title}`}>
        Read more
      </Link>
    </Card>
  );
}

export function BlogList({ posts, label }: { posts: BlogPost[]; label: string }) {
  if (posts.length === 0) {
    return (
      <EmptyState
        title="No Blog Posts Yet"
        description="No blog posts have been published yet. News and author guidance will appear here."
      />
    );
  }
  return (
    <Grid as="ul" minItemWidth="18rem" gap={5} aria-label={label}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </Grid>
  );
}
