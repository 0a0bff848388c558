#!/usr/bin/env node
// bundle-size <appDir> <page>=<routeId> [...]: a table of the gzipped JavaScript per page type.
//   node ../../tooling/bundle-size/src/cli.ts . home=routes/home list=routes/archives/paperlist
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatKilobytes, pageWeight, type AssetsManifest } from './page-weight.ts';

const [appArgument, ...pageArguments] = process.argv.slice(2);
if (!appArgument || pageArguments.length === 0) {
  console.error('Usage: bundle-size <appDir> <page>=<routeId> [...]');
  process.exit(2);
}
const appDir = path.resolve(appArgument);
const serverBuild = (await import(pathToFileURL(path.join(appDir, 'build/server/index.js')).href)) as {
  assets: AssetsManifest;
  publicPath: string;
};
const clientDir = path.join(appDir, 'build', 'client');

const rows = pageArguments.map((argument) => {
  const [page, routeId] = argument.split('=');
  if (!page || !routeId) throw new Error(`Expected <page>=<routeId>, got "${argument}"`);
  return pageWeight(page, routeId, { assets: serverBuild.assets, publicPath: serverBuild.publicPath, clientDir });
});

console.info('| page | route | scripts | raw | gzipped |');
console.info('| --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.info(
    `| ${row.page} | \`${row.routeId}\` | ${row.files} | ${formatKilobytes(row.rawBytes)} | ${formatKilobytes(row.gzipBytes)} |`,
  );
}
