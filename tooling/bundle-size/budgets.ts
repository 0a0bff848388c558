// The gzipped JavaScript each page type of each app may ship, checked by `pnpm test`
// (src/check-budgets.ts fails when a page type is over its budget). One kilobyte is 1,024 bytes,
// as the bundle-size table prints it.
//
// Each budget is the figure measured on 2026-11-25 plus about 3 %, so any growth beyond noise
// fails CI: raise a budget only with the reason in the commit, and lower it when a page shrinks.
// The goals are 20 KB for information pages and 140 KB for interactive pages; no page
// meets them yet (the framework floor alone is about 134 KB, see docs/stack-notes.md).

export type PageKind = 'information' | 'interactive';

export interface PageBudget {
  /** The route id in the app's build (`routes/home`). */
  route: string;
  kind: PageKind;
  /** Gzipped kilobytes measured when the budget was set. */
  measuredKilobytes: number;
  /** Gzipped kilobytes the page type may ship. */
  budgetKilobytes: number;
}

export interface AppBudgets {
  /** The app's folder, from the repository root. */
  appDir: string;
  pages: Record<string, PageBudget>;
}

/** The goals per kind of page, in gzipped kilobytes (not yet met). */
export const goalKilobytes: Record<PageKind, number> = { information: 20, interactive: 140 };

const journalPages: Record<string, PageBudget> = {
  home: {
    route: 'routes/home',
    kind: 'information',
    measuredKilobytes: 187.9,
    budgetKilobytes: 193.5,
  },
  list: {
    route: 'routes/archives/paperlist',
    kind: 'interactive',
    measuredKilobytes: 191.8,
    budgetKilobytes: 197.6,
  },
  details: {
    route: 'routes/archives/paper-details',
    kind: 'information',
    measuredKilobytes: 161.1,
    budgetKilobytes: 165.9,
  },
};

export const budgets: Record<string, AppBudgets> = {
  publisher: {
    appDir: 'apps/publisher',
    pages: {
      home: {
        route: 'routes/home',
        kind: 'information',
        measuredKilobytes: 164.0,
        budgetKilobytes: 168.9,
      },
      text: {
        route: 'routes/about',
        kind: 'information',
        measuredKilobytes: 157.7,
        budgetKilobytes: 162.4,
      },
      journals: {
        route: 'routes/journals',
        kind: 'information',
        measuredKilobytes: 157.5,
        budgetKilobytes: 162.2,
      },
      contact: {
        route: 'routes/contact-us',
        kind: 'interactive',
        measuredKilobytes: 145.6,
        budgetKilobytes: 150.0,
      },
    },
  },
  indjeee: { appDir: 'apps/indjeee', pages: journalPages },
  indjece: { appDir: 'apps/indjece', pages: journalPages },
};
