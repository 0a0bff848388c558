// A post's date and author.
import type { BlogPost } from '@journals/api-contract';
import { Text } from '@journals/design-system';
import { formatPostDate } from './blog-links.ts';

export function PostMeta({ post }: { post: Pick<BlogPost, 'publishedAt' | 'author'> }) {
  const date = formatPostDate(post.publishedAt);
  if (!date && !post.author) return null;
  return (
    <Text size="sm" tone="muted">
      {date && post.publishedAt ? <time dateTime={post.publishedAt}>{date}</time> : null}
      {date && post.author ? ' · ' : null}
      {post.author ? `By ${post.author}` : null}
    </Text>
  );
}
