// Modifiers of a styled component as data attributes its rules select on
// (`&:where([data-tone='muted'])`), from `.attrs()`: `true` becomes the bare attribute (''),
// `false` and `undefined` leave it out, anything else is its string.
export type DataAttributeValues = Record<`data-${string}`, string | number | boolean | undefined>;

export function dataAttributes(values: DataAttributeValues): Record<`data-${string}`, string> {
  const attributes: Record<`data-${string}`, string> = {};
  for (const [key, value] of Object.entries(values) as [`data-${string}`, unknown][]) {
    if (value === undefined || value === false) continue;
    attributes[key] = value === true ? '' : String(value);
  }
  return attributes;
}
