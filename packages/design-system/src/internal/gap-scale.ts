// The gap of a layout component by a data attribute naming a spacing token
// (`data-gap="4"`, `data-gap-md="6"`): one rule per token of the scale, each at no specificity
// (`:where`), so a component's own rule or a parent's wins over it.
import { space } from '../tokens/space.ts';

/** `&:where([<attribute>='<token>']) { gap: <value>; }` for every spacing token. */
export function gapScale(attribute: `data-${string}`): string {
  return Object.entries(space)
    .map(([token, value]) => `&:where([${attribute}='${token}']) { gap: ${value}; }`)
    .join('\n');
}
