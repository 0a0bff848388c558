// A post's tags, each a link to the posts with that tag.
import { Stack } from '@journals/design-system';
import { TagLink } from './blog.styles.ts';
import { tagHref } from './blog-links.ts';

export function TagList({ tags, label }: { tags: string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <Stack as="ul" direction="row" wrap gap={2} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagLink to={tagHref(tag)}>{tag}</TagLink>
        </li>
      ))}
    </Stack>
  );
}
