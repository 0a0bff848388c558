import type {
  BrowserContext,
  Page,
  TestType,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

export declare function axeViolations(page: Page): Promise<AxeViolation[]>;

/** Starts recording the page's Content Security Policy violations (call before `page.goto`). */
export declare function recordCspViolations(page: Page): Promise<void>;

/** The violations the page has reported since `recordCspViolations`: 'directive blocked uri at file:line'. */
export declare function cspViolations(page: Page): Promise<string[]>;

/** Collects what the browser reports going wrong in every page of `context`. */
export declare function watchBrowserErrors(context: BrowserContext, ownOrigin: string): string[];

/** A failure message when `reports` and `expected` differ, word for word; else undefined. */
export declare function browserErrorVerdict(
  reports: string[],
  expected: string[],
): string | undefined;

export interface BrowserErrors {
  /** Declares one report the test expects, word for word; the test fails if it never comes. */
  expect(message: string): void;
  /** What the browser has reported so far in the test's context. */
  readonly reports: readonly string[];
  /** What the test declared. */
  readonly expected: readonly string[];
}

export declare function appTest(
  baseURL: () => string,
): TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { browserErrors: BrowserErrors },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;
