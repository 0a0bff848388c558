// The list heading: 'Volume X, Issue Y (year)' ('Volume X, Year Y' on the thesis list), with the
// conference name above it on the conference list. Focus moves here after each navigation.
import { Heading } from '@journals/design-system';
import { useRef } from 'react';
import { listHeading } from '../../model/heading.ts';
import type { ListSelection } from '../../model/selection.ts';
import type { ListVariant } from '../../model/variants.ts';
import { useFocusOnChange } from '../hooks/useFocusOnChange.ts';
import { Eyebrow, Focusable } from './ListHeading.styles.ts';

export interface ListHeadingProps {
  id: string;
  variant: ListVariant;
  selection: ListSelection;
  /** Changes whenever another list is shown (its address): focus follows. */
  focusKey: string;
}

export function ListHeading({ id, variant, selection, focusKey }: ListHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(ref, focusKey);
  return (
    <Focusable>
      <Heading level={1} id={id} ref={ref} tabIndex={-1}>
        {selection.conference ? (
          <>
            <Eyebrow>{selection.conference.name}</Eyebrow>{' '}
          </>
        ) : null}
        {listHeading(variant, selection)}
      </Heading>
    </Focusable>
  );
}
