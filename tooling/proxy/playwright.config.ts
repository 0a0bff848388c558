import { definePlaywrightConfig } from '@journals/playwright-config';

// nginx in front of the built app servers; the setup starts them all (see e2e/global-setup.ts).
export default definePlaywrightConfig({
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
});
