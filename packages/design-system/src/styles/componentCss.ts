// Static component CSS (nesting with `&`, as styled-components' templates wrote it) flattened into
// plain CSS for the site stylesheet by stylis, the preprocessor styled-components itself uses.
// No vendor prefixes (styled-components 6 adds none either).
import { compile, serialize, stringify } from 'stylis';

/** Flattens nested rules; the result is minified. */
export function compileCss(source: string): string {
  return serialize(compile(source), stringify);
}
