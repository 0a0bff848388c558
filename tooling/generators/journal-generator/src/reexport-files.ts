// The two one-line files every journal app has, app/root.tsx and app/entry.server.tsx, each
// re-exporting what the shared module exports (React Router looks for both in the app's own
// folder; the route modules it takes from journal-site, see its route-config). Written from the
// shared modules, never from a copy: what the generator writes is what the apps must hold.
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

/** Every re-export file of a journal app, by its path in the app (unformatted). */
export function reexportFiles(root: string): Map<string, string> {
  return new Map([
    ['app/entry.server.tsx', exportLine(root, '@journals/ssr/entry-server', serverEntryExports)],
    [
      'app/root.tsx',
      exportLine(root, '@journals/journal-site/root', routeModuleExports) +
        exportLine(root, '@journals/journal-site/root.server', routeModuleExports),
    ],
  ]);
}
