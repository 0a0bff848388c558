// A Vite plugin for `import url from '<file>.ts?enhance'`: the address of a page's enhancement
// script (docs/adr/014-hydration-per-route.md, ./document/enhancement.ts). The file is one
// standalone module (no imports: no React, no shared chunk), compiled and minified on its own
// and named by its content, `<base>assets/enhance-<name>-<hash>.js`. The client build writes the
// file; the server build knows the same address (the hash is the output's); `vite dev` serves it.
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { fileQuery } from './vite-file-query.ts';

const enhanceQuery = fileQuery('enhance');

export interface EnhancementScript {
  /** Path under the build's client folder, e.g. `assets/enhance-copy-buttons-1a2b3c4d5e.js`. */
  fileName: string;
  source: string;
}

const hashOf = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 10);

/** Compiles one enhancement script; it must not import anything. */
export async function buildEnhancementScript(file: string): Promise<EnhancementScript> {
  const typescript = await readFile(file, 'utf8');
  if (/^\s*(import\s|export\s[^;]*\sfrom\s)/m.test(typescript))
    throw new Error(`${file}: an enhancement script stands alone and imports nothing`);
  const { code } = await transformWithOxc(typescript, file, { lang: 'ts' });
  const minified = await minify(file.replace(/\.ts$/, '.js'), code, { module: true });
  if (minified.errors.length > 0)
    throw new Error(`${file}: ${minified.errors.map((error) => error.message).join('; ')}`);
  const name = path.basename(file).replace(/\.[cm]?[jt]s$/, '');
  return { fileName: `assets/enhance-${name}-${hashOf(minified.code)}.js`, source: minified.code };
}

export function enhancementScripts(): Plugin {
  let base = '/';
  let building = false;
  const served = new Map<string, string>(); // address -> source file, for `vite dev`
  return {
    name: 'journals-enhancement-scripts',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    resolveId: enhanceQuery.resolveId,
    async load(id) {
      const file = enhanceQuery.fileOf(id);
      if (file === null) return null;
      this.addWatchFile(file);
      const script = await buildEnhancementScript(file);
      const url = base + script.fileName;
      // Only the browser's build writes the file; the server's only needs its address.
      if (building && this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
      if (!building) served.set(url, file);
      return `export default ${JSON.stringify(url)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = served.get(request.url?.split('?')[0] ?? '');
        if (!file) return next();
        buildEnhancementScript(file).then(
          (script) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.end(script.source);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
