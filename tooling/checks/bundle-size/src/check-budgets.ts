#!/usr/bin/env node
// Part of `pnpm test`: measures every page type of budgets.ts in each app's build and exits 1
// when one ships more gzipped JavaScript than its budget. The apps must be built (turbo builds
// them first: turbo.json).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets } from '../budgets.ts';
import { readAppBuild } from './app-build.ts';
import { budgetRow, checkBudget, overBudget, type BudgetResult } from './budget-check.ts';
import { pageWeight } from './page-weight.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const results: BudgetResult[] = [];
for (const [app, { appDir, pages }] of Object.entries(budgets)) {
  const build = await readAppBuild(path.join(repositoryRoot, appDir));
  for (const [page, budget] of Object.entries(pages)) {
    const { gzipBytes } = pageWeight(page, budget.route, build, budget.search);
    results.push(checkBudget({ app, page, gzipBytes, budgetKilobytes: budget.budgetKilobytes }));
  }
}

console.info('| app | page | gzipped | budget | |\n| --- | --- | ---: | ---: | --- |');
console.info(results.map(budgetRow).join('\n'));
const over = overBudget(results);
if (over.length > 0) {
  console.error(
    `\n${over.length} page type(s) over their JavaScript budget (tooling/checks/bundle-size/budgets.ts).`,
  );
  process.exit(1);
}
