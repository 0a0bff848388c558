// Lays children out in a row or column with a gap. Direction, gap and wrapping are data
// attributes, from a breakpoint up with a suffix (data-direction-md, data-gap-md); align and
// justify are any CSS value, given in the element's style (--stack-align, --stack-justify) and
// reset here for nested stacks.
import { gapScale } from '../../internal/gap-scale.ts';
import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
// Defined after these, as it always came: a stack's \`margin: 0\` wins over the prose's spacing
// between its children, and its \`& > * { min-width: 0 }\` over an icon button's min-width.
import '../IconButton/IconButton.styles.ts';
import '../Prose/Prose.styles.ts';
import type { Breakpoint } from '../../tokens/breakpoints.ts';
import type { Space } from '../../tokens/space.ts';

export type StackDirection = 'row' | 'column';
/** A value, or values from a breakpoint up: { base: 'column', md: 'row' }. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Breakpoint, T>>);

const breakpointNames = ['sm', 'md', 'lg'] as const;

/**
 * `data-<name>` for the base value (left out when it is `fallback`, the class's own) and
 * `data-<name>-<breakpoint>` for each breakpoint given.
 */
export function responsiveData<T extends string | number>(
  name: string,
  value: Responsive<T>,
  fallback?: T,
): Record<`data-${string}`, T | undefined> {
  const values: { base: T } & Partial<Record<Breakpoint, T>> =
    typeof value === 'object' ? value : { base: value };
  const data: Record<`data-${string}`, T | undefined> = {
    [`data-${name}`]: values.base === fallback ? undefined : values.base,
  };
  for (const breakpoint of breakpointNames)
    if (values[breakpoint] !== undefined) data[`data-${name}-${breakpoint}`] = values[breakpoint];
  return data;
}

export interface StackStyleProps {
  $direction: Responsive<StackDirection>;
  $gap: Responsive<Space>;
  $wrap: boolean;
}

export const StyledStack = styled.div.attrs<StackStyleProps>(({ $direction, $gap, $wrap }) =>
  dataAttributes({
    ...responsiveData('direction', $direction, 'column'),
    ...responsiveData<Space>('gap', $gap, 4),
    'data-wrap': $wrap,
  }),
)`
  --stack-align: stretch;
  --stack-justify: flex-start;
  display: flex;
  flex-direction: column;
  flex-wrap: nowrap;
  gap: 1rem;
  align-items: var(--stack-align);
  justify-content: var(--stack-justify);
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  & > * {
    min-width: 0;
  }

  &:where([data-wrap]) {
    flex-wrap: wrap;
  }
  &:where([data-direction='row']) {
    flex-direction: row;
  }
  &:where([data-direction='column']) {
    flex-direction: column;
  }
  ${gapScale('data-gap')}

  @media (min-width: 37.5em) {
    &:where([data-direction-sm='row']) {
      flex-direction: row;
    }
    &:where([data-direction-sm='column']) {
      flex-direction: column;
    }
    ${gapScale('data-gap-sm')}
  }

  @media (min-width: 56.25em) {
    &:where([data-direction-md='row']) {
      flex-direction: row;
    }
    &:where([data-direction-md='column']) {
      flex-direction: column;
    }
    ${gapScale('data-gap-md')}
  }

  @media (min-width: 75em) {
    &:where([data-direction-lg='row']) {
      flex-direction: row;
    }
    &:where([data-direction-lg='column']) {
      flex-direction: column;
    }
    ${gapScale('data-gap-lg')}
  }
`;
