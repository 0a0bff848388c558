// blog.css: a tag as a pill link (a router link), a post's cover image.
import { classed, classNames } from '@journals/design-system/classed';
import { Link, type LinkProps } from 'react-router';

export function TagLink({ className, ...rest }: LinkProps) {
  return <Link className={classNames('js-blog__tag-link', className as string)} {...rest} />;
}

export const PostImage = classed('img', 'js-blog__post-image');
