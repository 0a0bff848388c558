import type { ElementType, HTMLAttributes } from 'react';
import { StyledProse } from './Prose.styles.ts';

export interface ProseProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /** Keep lines to a comfortable reading length (70ch; default true). */
  measure?: boolean;
}

/**
 * A long text: policies, guidelines, blog posts. Style comes from the markup inside (h2-h6,
 * p, ul/ol, table, blockquote, dl, code), so content can stay plain HTML or JSX.
 */
export function Prose({ as, measure = true, ...rest }: ProseProps) {
  return <StyledProse as={as} $measure={measure} {...rest} />;
}
