// MemberPhoto.css: the size (small 72 px, large 160 px) as a data attribute.
import { classed } from '@journals/design-system/classed';

export const Portrait = classed('img', 'js-member-photo__portrait');

export const Initials = classed<'span', { $size: 'small' | 'large' }>(
  'span',
  'js-member-photo__initials',
  ({ $size }) => ({ 'data-size': $size }),
);
