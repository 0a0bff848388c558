// A Vite plugin for `import data from '<file>?base64'`: the file's bytes as a base64 string in
// the module. The server build inlines what it needs (the share image's WebAssembly renderer and
// fonts) this way, so the built server needs no file beside it and no package to resolve at run
// time (Vite's own `?inline` does not load .wasm files).
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const suffix = '?base64';
// A virtual module id; the file's path is hex-encoded so no runner mistakes it for a package.
const prefix = '\0journals-base64-';

export function base64Files(): Plugin {
  return {
    name: 'journals-base64-files',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${prefix}${Buffer.from(resolved.id).toString('hex')}` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const bytes = await readFile(Buffer.from(id.slice(prefix.length), 'hex').toString());
      return `export default ${JSON.stringify(bytes.toString('base64'))};`;
    },
  };
}
