// Stack.css: direction, gap and wrapping as data attributes (a suffix per breakpoint for the
// responsive values); align and justify as custom properties in the element's style.
import { classed } from '../../internal/classed.tsx';
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

export const StyledStack = classed<'div', StackStyleProps>(
  'div',
  'ds-stack',
  ({ $direction, $gap, $wrap }) => ({
    ...responsiveData('direction', $direction, 'column'),
    ...responsiveData<Space>('gap', $gap, 4),
    'data-wrap': $wrap,
  }),
);
