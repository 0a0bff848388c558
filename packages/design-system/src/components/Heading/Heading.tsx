import type { HTMLAttributes, Ref } from 'react';
import type { FontSize } from '../../tokens/typography.ts';
import { StyledHeading, defaultSizes } from './Heading.styles.ts';
import type { HeadingLevel, HeadingTone } from './Heading.styles.ts';

export type { HeadingLevel, HeadingTone };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level: h1..h6. */
  level: HeadingLevel;
  /** Visual size when it should differ from the level's default. */
  size?: FontSize;
  tone?: HeadingTone;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading whose level follows the document outline and whose size can follow the design. */
export function Heading({ level, size, tone = 'default', ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? defaultSizes[level]} $tone={tone} {...rest} />
  );
}
