// Compares measured page weights with their budgets: which page types are over, by how much.
import { formatKilobytes } from './page-weight.ts';

export interface BudgetFigure {
  app: string;
  page: string;
  gzipBytes: number;
  budgetKilobytes: number;
}

export interface BudgetResult extends BudgetFigure {
  budgetBytes: number;
  over: boolean;
}

export function checkBudget(figure: BudgetFigure): BudgetResult {
  const budgetBytes = Math.round(figure.budgetKilobytes * 1024);
  return { ...figure, budgetBytes, over: figure.gzipBytes > budgetBytes };
}

/** One table row: app, page, gzipped, budget, verdict. */
export function budgetRow(result: BudgetResult): string {
  const verdict = result.over
    ? `OVER by ${formatKilobytes(result.gzipBytes - result.budgetBytes)}`
    : 'within';
  return `| ${result.app} | ${result.page} | ${formatKilobytes(result.gzipBytes)} | ${formatKilobytes(result.budgetBytes)} | ${verdict} |`;
}

/** The results that fail the check. */
export function overBudget(results: BudgetResult[]): BudgetResult[] {
  return results.filter((result) => result.over);
}
