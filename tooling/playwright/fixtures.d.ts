import type {
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

export declare function appTest(
  baseURL: () => string,
): TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { pageErrors: string[] },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;
