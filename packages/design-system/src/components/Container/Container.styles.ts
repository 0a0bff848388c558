import { classed } from '../../internal/classed.tsx';

export type ContainerSize = 'narrow' | 'default' | 'wide';

/** Container.css: the size as a data attribute. */
export const StyledContainer = classed<'div', { $size: ContainerSize }>(
  'div',
  'ds-container',
  ({ $size }) => ({ 'data-size': $size === 'default' ? undefined : $size }),
);
