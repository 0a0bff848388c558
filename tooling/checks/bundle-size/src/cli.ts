#!/usr/bin/env node
// bundle-size <appDir> <page>=<routeId>[?query] [...]: a table of the gzipped JavaScript per page
// type (0 for a page that does not hydrate).
//   node ../../tooling/checks/bundle-size/src/cli.ts . home=routes/home list=routes/archives/paperlist
//   node ../../tooling/checks/bundle-size/src/cli.ts . 'ethics-target=routes/ethics?target=plagiarism-policy'
import path from 'node:path';
import { readAppBuild } from './app-build.ts';
import { formatKilobytes, pageWeight } from './page-weight.ts';

const [appArgument, ...pageArguments] = process.argv.slice(2);
if (!appArgument || pageArguments.length === 0) {
  console.error('Usage: bundle-size <appDir> <page>=<routeId>[?query] [...]');
  process.exit(2);
}
const build = await readAppBuild(path.resolve(appArgument));

const rows = pageArguments.map((argument) => {
  const separator = argument.indexOf('=');
  const page = argument.slice(0, Math.max(separator, 0));
  const [routeId = '', query] = argument.slice(separator + 1).split('?');
  if (!page || !routeId) throw new Error(`Expected <page>=<routeId>[?query], got "${argument}"`);
  return pageWeight(page, routeId, build, query === undefined ? '' : `?${query}`);
});

console.info('| page | route | hydrates | scripts | raw | gzipped |');
console.info('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.info(
    `| ${row.page} | \`${row.routeId}\` | ${row.hydrates ? 'yes' : 'no'} | ${row.files} | ${formatKilobytes(row.rawBytes)} | ${formatKilobytes(row.gzipBytes)} |`,
  );
}
