// The gzipped JavaScript each page type of each app may ship, checked by `pnpm test`
// (src/check-budgets.ts fails when a page type is over its budget). One kilobyte is 1,024 bytes,
// as the bundle-size table prints it.
//
// Information pages do not hydrate (docs/adr/014-hydration-per-route.md): they load no script but
// the enhancement scripts their routes name (`handle.enhance`: the paper details' Copy buttons,
// about 0.6 KB, and with a `?section=` its scroll to the section, 0.2 KB more; the contact form's
// busy button and focus, 0.4 KB; the publisher home's carousel and tabs, 1.9 KB); most measure 0.
// Their budget is what they measured plus 0.5 KB, so a page that grows by more, or starts to
// hydrate, fails CI. Interactive pages (they hydrate: each journal's paper list) have react-dom,
// React Router, TanStack Query and styled-components (ADR 017); their goal is 165 KB, and a
// budget is never above it. A list's frame (header, menus, footer, side column) is server HTML
// only (docs/adr/026-one-render-once-mechanism.md), which keeps it under the goal.
// Lower a budget when a page shrinks for good; raise it only with the reason in the commit.

export type PageKind = 'information' | 'interactive';

export interface PageBudget {
  /** The route id in the app's build (`routes/home`). */
  route: string;
  /** The query of the measured address, for a route whose scripts depend on it. */
  search?: string;
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

/** What an information page may grow by over what it measured, in gzipped kilobytes. */
export const informationAllowanceKilobytes = 0.5;

/** The goal of an interactive page (ADR 017), in gzipped kilobytes. */
export const interactiveGoalKilobytes = 165;

/**
 * An information page: it does not hydrate, measures its enhancement scripts (0 without any) and
 * may ship 0.5 KB more.
 */
function informationPage(route: string, measuredKilobytes = 0): PageBudget {
  return {
    route,
    kind: 'information',
    measuredKilobytes,
    budgetKilobytes: measuredKilobytes + informationAllowanceKilobytes,
  };
}

const journalPages: Record<string, PageBudget> = {
  home: informationPage('routes/home'),
  policy: informationPage('routes/peer-review-policy'),
  list: {
    route: 'routes/archives/paperlist',
    kind: 'interactive',
    measuredKilobytes: 159.9,
    budgetKilobytes: 160.4,
  },
  // Without ?section= a details page loads only its Copy buttons' enhancement script.
  details: informationPage('routes/archives/paper-details', 0.6),
  // A link to a section adds the script that scrolls there and moves the focus (no hydration).
  'details-section': {
    ...informationPage('routes/archives/paper-details', 0.8),
    search: '?paperid=1&section=References',
  },
  // The contact form posts without a script; its enhancement script adds the busy button and focus.
  contact: informationPage('routes/contact-us', 0.4),
};

export const budgets: Record<string, AppBudgets> = {
  publisher: {
    appDir: 'apps/publisher',
    pages: {
      // The home loads only its carousel's and tabs' enhancement scripts (the strip is CSS).
      home: informationPage('routes/home', 1.9),
      text: informationPage('routes/about'),
      journals: informationPage('routes/journals'),
      // As the journals' contact form: the shared enhancement script only.
      contact: informationPage('routes/contact-us', 0.4),
    },
  },
  indjeee: { appDir: 'apps/indjeee', pages: journalPages },
  indjece: { appDir: 'apps/indjece', pages: journalPages },
};
