import type { ElementType, HTMLAttributes } from 'react';
import { StyledContainer } from './Container.styles.ts';
import type { ContainerSize } from './Container.styles.ts';

export type { ContainerSize };

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** narrow (48rem, reading pages), default (75rem), wide (90rem). */
  size?: ContainerSize;
  as?: ElementType;
}

/** Keeps page content within the page width with side gutters (1rem on phones, 2rem from md). */
export function Container({ size = 'default', as, ...rest }: ContainerProps) {
  return <StyledContainer as={as} $size={size} {...rest} />;
}
