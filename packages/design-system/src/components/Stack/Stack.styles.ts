import styled, { css } from 'styled-components';
import type { Breakpoint } from '../../tokens/breakpoints.ts';
import type { Space } from '../../tokens/space.ts';

export type StackDirection = 'row' | 'column';
/** A value, or values from a breakpoint up: { base: 'column', md: 'row' }. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Breakpoint, T>>);

export interface StackStyleProps {
  $direction: Responsive<StackDirection>;
  $gap: Responsive<Space>;
  $align?: string;
  $justify?: string;
  $wrap: boolean;
}

function responsive<T>(
  value: Responsive<T>,
  rule: (v: T) => ReturnType<typeof css>,
): ReturnType<typeof css> {
  if (typeof value !== 'object' || value === null) return rule(value as T);
  const { base, ...rest } = value as { base: T } & Partial<Record<Breakpoint, T>>;
  return css`
    ${rule(base)}
    ${(['sm', 'md', 'lg'] as const).map((bp) =>
      rest[bp] === undefined
        ? ''
        : css`
            ${({ theme }) => theme.media[bp]} {
              ${rule(rest[bp] as T)}
            }
          `,
    )}
  `;
}

export const StyledStack = styled.div<StackStyleProps>`
  display: flex;
  min-width: 0;
  margin: 0;
  padding: 0;
  ${({ $direction }) =>
    responsive(
      $direction,
      (d) => css`
        flex-direction: ${d};
      `,
    )}
  ${({ $gap }) =>
    responsive(
      $gap,
      (g) => css`
        gap: ${({ theme }) => theme.space[g]};
      `,
    )}
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  list-style: none;

  & > * {
    min-width: 0;
  }
`;
