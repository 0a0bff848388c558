import styled, { css } from 'styled-components';
import type { Space } from '../../tokens/space.ts';
import type { Responsive } from '../Stack/Stack.styles.ts';

export interface GridStyleProps {
  $columns?: Responsive<number>;
  $minItemWidth: string;
  $gap: Space;
}

const columnsCss = (columns: Responsive<number>) => {
  if (typeof columns === 'number') {
    return css`
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
    `;
  }
  return css`
    grid-template-columns: repeat(${columns.base}, minmax(0, 1fr));
    ${(['sm', 'md', 'lg'] as const).map((bp) =>
      columns[bp] === undefined
        ? ''
        : css`
            ${({ theme }) => theme.media[bp]} {
              grid-template-columns: repeat(${columns[bp]}, minmax(0, 1fr));
            }
          `,
    )}
  `;
};

export const StyledGrid = styled.div<GridStyleProps>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns, $minItemWidth }) =>
    $columns === undefined
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$minItemWidth}), 1fr));
        `
      : columnsCss($columns)}
`;
