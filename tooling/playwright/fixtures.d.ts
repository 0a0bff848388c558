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

export declare function appTest(
  baseURL: () => string,
): TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { pageErrors: string[] },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;
