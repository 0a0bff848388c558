import { describe, expect, it } from 'vitest';
import {
  budgets,
  informationAllowanceKilobytes,
  interactiveGoalKilobytes,
  type PageKind,
} from '../budgets.ts';
import { budgetRow, checkBudget, overBudget } from '../src/budget-check.ts';

const budgetKilobytes = 100;

describe('the budget check', () => {
  it('fails a page type that ships more than its budget, by how much', () => {
    const result = checkBudget({
      app: 'indjece',
      page: 'list',
      gzipBytes: 102_500,
      budgetKilobytes,
    });
    expect(result.over).toBe(true);
    expect(overBudget([result])).toEqual([result]);
    expect(budgetRow(result)).toBe('| indjece | list | 100.1 KB | 100.0 KB | OVER by 0.1 KB |');
  });

  it('passes a page type at or under its budget', () => {
    const atBudget = checkBudget({
      app: 'indjece',
      page: 'home',
      gzipBytes: 102_400,
      budgetKilobytes,
    });
    const under = checkBudget({ app: 'indjece', page: 'home', gzipBytes: 90_000, budgetKilobytes });
    expect(overBudget([atBudget, under])).toEqual([]);
    expect(budgetRow(under)).toBe('| indjece | home | 87.9 KB | 100.0 KB | within |');
  });
});

describe('the budgets', () => {
  const pages = Object.values(budgets).flatMap((app) => Object.values(app.pages));
  const ofKind = (kind: PageKind) => pages.filter((page) => page.kind === kind);

  it('cover every app with its page types: information pages, and each journal its interactive list', () => {
    expect(Object.keys(budgets)).toEqual(['publisher', 'indjeee', 'indjece']);
    for (const app of Object.values(budgets)) {
      const kinds = Object.values(app.pages).map((page) => page.kind);
      expect(kinds).toContain('information');
    }
    // No publisher page hydrates (docs/adr/014-hydration-per-route.md); a journal's lists do.
    expect(Object.values(budgets.publisher?.pages ?? {}).map((page) => page.kind)).not.toContain(
      'interactive',
    );
    for (const app of ['indjeee', 'indjece']) {
      expect(budgets[app]?.pages.list).toMatchObject({
        route: 'routes/archives/paperlist',
        kind: 'interactive',
      });
    }
  });

  it("give every journal's home and a policy page the information goal", () => {
    for (const app of ['indjeee', 'indjece']) {
      const { home, policy } = budgets[app]?.pages ?? {};
      expect(home?.kind).toBe('information');
      expect(policy).toMatchObject({ route: 'routes/peer-review-policy', kind: 'information' });
    }
  });

  it('hold information pages to what they measured plus 0.5 KB: 0, or their enhancement scripts (under 2 KB)', () => {
    const information = ofKind('information');
    for (const page of information) {
      expect(page.budgetKilobytes).toBeCloseTo(page.measuredKilobytes + 0.5, 5);
      expect(page.measuredKilobytes).toBeLessThan(2);
    }
    expect(informationAllowanceKilobytes).toBe(0.5);
    const journalEnhanced = [
      'routes/archives/paper-details',
      'routes/archives/paper-details',
      'routes/contact-us',
    ];
    expect(
      information.filter((page) => page.measuredKilobytes > 0).map((page) => page.route),
    ).toEqual([
      'routes/home', // the publisher home: its carousel's and tabs' scripts
      'routes/contact-us',
      ...journalEnhanced,
      ...journalEnhanced,
    ]);
  });

  it('hold each interactive page to at most 0.5 KB over what it was measured at, and never above the 165 KB goal', () => {
    const interactive = ofKind('interactive');
    expect(interactive.length).toBeGreaterThan(0);
    expect(interactiveGoalKilobytes).toBe(165);
    for (const page of interactive) {
      expect(page.measuredKilobytes).toBeLessThanOrEqual(page.budgetKilobytes);
      expect(page.budgetKilobytes - page.measuredKilobytes).toBeLessThanOrEqual(0.5);
      expect(page.budgetKilobytes).toBeLessThanOrEqual(interactiveGoalKilobytes);
    }
  });
});
