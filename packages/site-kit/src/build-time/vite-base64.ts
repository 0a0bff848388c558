// A Vite plugin for `import data from '<file>?base64'`: the file's bytes as a base64 string in
// the module. The server build inlines what it needs (the share image's WebAssembly renderer and
// fonts) this way, so the built server needs no file beside it and no package to resolve at run
// time (Vite's own `?inline` does not load .wasm files).
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { fileQuery } from './vite-file-query.ts';

const base64Query = fileQuery('base64');

export function base64Files(): Plugin {
  return {
    name: 'journals-base64-files',
    enforce: 'pre',
    resolveId: base64Query.resolveId,
    async load(id) {
      const file = base64Query.fileOf(id);
      if (file === null) return null;
      const bytes = await readFile(file);
      return `export default ${JSON.stringify(bytes.toString('base64'))};`;
    },
  };
}
