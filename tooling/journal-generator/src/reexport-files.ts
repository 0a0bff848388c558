// The one-line files every journal app has: app/root.tsx, app/entry.server.tsx and one file per
// route module of journal-site's route list (app/routes/<file>), each re-exporting what the
// shared module (and its `.server.ts` twin) exports. Written from the shared modules and the
// route list, never from a copy: what the generator writes is what the apps must hold.
import { existsSync } from 'node:fs';
import { journalRouteFiles } from '@journals/journal-site/route-config';
import { valueExports } from './module-exports.ts';
import { exportedFile } from './workspace-exports.ts';

/** React Router's route module exports, in the order a journal app's files list them. */
const routeModuleExports = [
  'default',
  'meta',
  'links',
  'headers',
  'ErrorBoundary',
  'HydrateFallback',
  'Layout',
  'handle',
  'shouldRevalidate',
  'clientLoader',
  'clientAction',
  'clientMiddleware',
  'action',
  'loader',
  'middleware',
];

/** React Router's server entry exports, in the same manner. */
const serverEntryExports = ['default', 'streamTimeout', 'handleError', 'handleDataRequest'];

function exportLine(root: string, specifier: string, order: readonly string[]): string {
  const file = exportedFile(root, specifier);
  const names = valueExports(file);
  const unknown = names.filter((name) => !order.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${specifier} exports ${unknown.join(', ')}, which React Router does not read from this ` +
        'module: move it to a module of its own, or the apps would re-export it.',
    );
  }
  const sorted = order.filter((name) => names.includes(name));
  return `export { ${sorted.join(', ')} } from '${specifier}';\n`;
}

/** A module's re-export, with its `.server.ts` twin's when it has one. */
function routeModuleFile(root: string, specifier: string): string {
  const server = specifier.replace(/\.tsx?$/, '.server.ts');
  const hasServer = server !== specifier && existsSync(exportedFile(root, server));
  return (
    exportLine(root, specifier, routeModuleExports) +
    (hasServer ? exportLine(root, server, routeModuleExports) : '')
  );
}

/** Every route module file of the app: path under app/routes -> its text (unformatted). */
function routeFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of new Set(Object.values(journalRouteFiles))) {
    files.set(`app/routes/${file}`, routeModuleFile(root, `@journals/journal-site/routes/${file}`));
  }
  return files;
}

/** Every re-export file of a journal app, by its path in the app (unformatted). */
export function reexportFiles(root: string): Map<string, string> {
  return new Map([
    ['app/entry.server.tsx', exportLine(root, '@journals/ssr/entry-server', serverEntryExports)],
    [
      'app/root.tsx',
      exportLine(root, '@journals/journal-site/root', routeModuleExports) +
        exportLine(root, '@journals/journal-site/root.server', routeModuleExports),
    ],
    ...routeFiles(root),
  ]);
}
