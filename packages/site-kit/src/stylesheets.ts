// @journals/site-kit/stylesheets (Node only, for a site's Vite config): the static CSS of the
// pieces every site shares (`src/**/*.css`: the content page's heading and blocks, ...), absolute
// paths in path order. The site's stylesheet is built from them (`siteAppViteConfig({ stylesheets })`).
import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From the module's own path (a string: a test environment may replace the global URL class).
const sourceDir = `${path.dirname(fileURLToPath(import.meta.url))}/`;

export const siteKitStylesheets: string[] = globSync('**/*.css', { cwd: sourceDir })
  .map((file) => file.split('\\').join('/'))
  .sort()
  .map((file) => sourceDir + file);
