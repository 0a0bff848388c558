// The heading above a list: 'Volume X, Issue Y (year)'; on the thesis list 'Volume X, Year Y'.
import type { IssueSlot } from './selection.ts';
import { listVariants, type ListVariant } from './variants.ts';

export function listHeading(variant: ListVariant, slot: IssueSlot): string {
  return listVariants[variant].headingFormat === 'volume-year'
    ? `Volume ${slot.volume}, Year ${slot.year}`
    : `Volume ${slot.volume}, Issue ${slot.issue} (${slot.year})`;
}
