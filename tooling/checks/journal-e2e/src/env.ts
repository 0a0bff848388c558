// The suite's config module: its only reads and writes of the environment. The app's Playwright
// config names the journal (read by the main process and every worker, as the specs are
// collected); the global setup hands the addresses of the servers it started to the workers.
import type { SiteId } from '@journals/site-config';

/** The journal under test and its app folder (set by journalE2EConfig). */
export interface SuiteTarget {
  site: SiteId;
  appDir: string;
}

export function publishTarget({ site, appDir }: SuiteTarget): void {
  process.env.JOURNAL_E2E_SITE = site;
  process.env.JOURNAL_E2E_APP_DIR = appDir;
}

export function suiteTarget(): SuiteTarget {
  const site = process.env.JOURNAL_E2E_SITE;
  const appDir = process.env.JOURNAL_E2E_APP_DIR;
  if (!site || !appDir) {
    throw new Error('No journal under test: run the suite through an app (`playwright test`).');
  }
  return { site: site as SiteId, appDir };
}

/** The journal's base on the seeded reference API, e.g. 'http://127.0.0.1:40100/indjeee'. */
export function publishApiBase(url: string): void {
  process.env.JOURNAL_E2E_API_BASE = url;
}

export function apiBase(): string {
  const url = process.env.JOURNAL_E2E_API_BASE;
  if (!url) throw new Error('JOURNAL_E2E_API_BASE is not set: run through `playwright test`.');
  return url;
}

/** The app servers the global setup started, by the API behind them. */
export interface ServerOrigins {
  /** The app on the seeded reference API. */
  app: string;
  /** The same app whose API refuses every connection (the API is down). */
  apiDown: string;
  /** The same app on an API whose journals have no issue yet (an empty archive). */
  emptyArchive: string;
}

const originNames = {
  app: 'JOURNAL_E2E_ORIGIN',
  apiDown: 'JOURNAL_E2E_API_DOWN_ORIGIN',
  emptyArchive: 'JOURNAL_E2E_EMPTY_ARCHIVE_ORIGIN',
} as const satisfies Record<keyof ServerOrigins, string>;

export function publishOrigins(origins: ServerOrigins): void {
  for (const [key, name] of Object.entries(originNames)) {
    process.env[name] = origins[key as keyof ServerOrigins];
  }
}

export function serverOrigin(which: keyof ServerOrigins): string {
  const origin = process.env[originNames[which]];
  if (!origin)
    throw new Error(`${originNames[which]} is not set: run through \`playwright test\`.`);
  return origin;
}

/** The authorization value the test APIs and apps share; never in any client asset. */
export const e2eAuthorization = 'e2e-journal-secret-token-3f9a';

/** What a server the suite starts needs of the shell: PATH and HOME, nothing else. */
export function shellBasics(): Record<string, string> {
  const basics: Record<string, string> = {};
  if (process.env.PATH) basics.PATH = process.env.PATH;
  if (process.env.HOME) basics.HOME = process.env.HOME;
  return basics;
}
