import type { ElementType, HTMLAttributes } from 'react';
import type { FontSize, FontWeight } from '../../tokens/typography.ts';
import { StyledText } from './Text.styles.ts';
import type { TextTone } from './Text.styles.ts';

export type { TextTone };

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** p (default), span, div, small, strong... */
  as?: ElementType;
  size?: FontSize;
  tone?: TextTone;
  weight?: FontWeight;
  align?: 'start' | 'center' | 'end';
}

/** Body text in a size, weight and tone of the scale. */
export function Text({
  as,
  size = 'md',
  tone = 'default',
  weight = 'regular',
  align,
  ...rest
}: TextProps) {
  return <StyledText as={as} $size={size} $tone={tone} $weight={weight} $align={align} {...rest} />;
}
