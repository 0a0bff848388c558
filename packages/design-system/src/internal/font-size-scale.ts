// The font size of a text by a data attribute naming a size token (`data-size="lg"`): one rule
// per token of the type scale, each at no specificity (`:where`), so a component's own rule or a
// parent's wins over it. Heading and Text share it.
import { fontSize } from '../tokens/typography.ts';

/** `&:where([data-size='<token>']) { font-size: <value>; }` for every size token, smallest first. */
export const fontSizeScale: string = Object.entries(fontSize)
  .map(([token, value]) => `&:where([data-size='${token}']) { font-size: ${value}; }`)
  .join('\n');
