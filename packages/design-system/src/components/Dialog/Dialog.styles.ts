// Dialog.css: the size as a data attribute.
import { classed } from '../../internal/classed.tsx';

export type DialogSize = 'sm' | 'md' | 'lg';

export const StyledDialog = classed<'dialog', { $size: DialogSize }>(
  'dialog',
  'ds-dialog',
  ({ $size }) => ({ 'data-size': $size === 'md' ? undefined : $size }),
);

export const Inner = classed('div', 'ds-dialog__inner');

export const Header = classed('div', 'ds-dialog__header');

export const Description = classed('p', 'ds-dialog__description');

export const Footer = classed('div', 'ds-dialog__footer');
