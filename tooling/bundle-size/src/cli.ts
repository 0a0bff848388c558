#!/usr/bin/env node
// bundle-size <appDir> <page>=<routeId> [...]: a table of the gzipped JavaScript per page type.
//   node ../../tooling/bundle-size/src/cli.ts . home=routes/home list=routes/archives/paperlist
import path from 'node:path';
import { readAppBuild } from './app-build.ts';
import { formatKilobytes, pageWeight } from './page-weight.ts';

const [appArgument, ...pageArguments] = process.argv.slice(2);
if (!appArgument || pageArguments.length === 0) {
  console.error('Usage: bundle-size <appDir> <page>=<routeId> [...]');
  process.exit(2);
}
const build = await readAppBuild(path.resolve(appArgument));

const rows = pageArguments.map((argument) => {
  const [page, routeId] = argument.split('=');
  if (!page || !routeId) throw new Error(`Expected <page>=<routeId>, got "${argument}"`);
  return pageWeight(page, routeId, build);
});

console.info('| page | route | scripts | raw | gzipped |');
console.info('| --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.info(
    `| ${row.page} | \`${row.routeId}\` | ${row.files} | ${formatKilobytes(row.rawBytes)} | ${formatKilobytes(row.gzipBytes)} |`,
  );
}
