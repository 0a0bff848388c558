// Formats what the generator writes as `pnpm format` would: Prettier with the repository's config.
import path from 'node:path';
import prettier from 'prettier';

/** The text formatted for a file at `file` (its extension picks the parser). */
export async function formatted(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: path.resolve(file) });
}
