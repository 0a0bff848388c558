import styled from 'styled-components';

export type ContainerSize = 'narrow' | 'default' | 'wide';

/**
 * Centres content by padding, never by margin: the inline padding grows to keep the content at
 * most the container width, and never falls below the page gutter.
 */
export const StyledContainer = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  --gutter: ${({ theme }) => theme.space[4]};
  --max: ${({ theme, $size }) =>
    $size === 'narrow'
      ? theme.layout.narrow
      : $size === 'wide'
        ? theme.layout.wide
        : theme.layout.container};
  padding-inline: max(var(--gutter), calc((100% - var(--max)) / 2));

  ${({ theme }) => theme.media.md} {
    --gutter: ${({ theme }) => theme.space[6]};
  }
`;
