import type { CSSProperties, ElementType, HTMLAttributes, Ref } from 'react';
import type { Space } from '../../tokens/space.ts';
import { StyledStack } from './Stack.styles.ts';
import type { Responsive, StackDirection } from './Stack.styles.ts';

export type { Responsive, StackDirection };

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: div (default), ul, ol, section, nav... Lists lose their bullets. */
  as?: ElementType;
  /** column (default) or row; responsive: { base: 'column', md: 'row' }. */
  direction?: Responsive<StackDirection>;
  /** Space between children, a spacing token (default 4 = 1rem); responsive too. */
  gap?: Responsive<Space>;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let row items wrap onto new lines (default false). */
  wrap?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Lays children out in a row or column with a gap: the way parents space components. */
export function Stack({
  as,
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  ref,
  style,
  ...rest
}: StackProps) {
  const own = {
    ...(align === undefined ? {} : { '--stack-align': align }),
    ...(justify === undefined ? {} : { '--stack-justify': justify }),
  };
  const merged = Object.keys(own).length > 0 ? ({ ...own, ...style } as CSSProperties) : style;
  return (
    <StyledStack
      as={as}
      $direction={direction}
      $gap={gap}
      $wrap={wrap}
      ref={ref as Ref<HTMLDivElement>}
      style={merged}
      {...rest}
    />
  );
}
