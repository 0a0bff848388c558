// @journals/journal-site/stylesheets (Node only, for the journals' Vite config and the tests):
// journal-site's own static CSS (`src/**/*.css`: the frame, the indexes, the pages, beside the
// components whose classes they style), absolute paths in path order.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'node:fs';

// From the module's own path (a string: a test environment may replace the global URL class).
const sourceDir = `${path.dirname(fileURLToPath(import.meta.url))}/`;

export const journalSiteStylesheets: string[] = globSync('**/*.css', { cwd: sourceDir })
  .map((file) => file.split('\\').join('/'))
  .sort()
  .map((file) => sourceDir + file);
