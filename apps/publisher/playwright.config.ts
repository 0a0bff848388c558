import { definePlaywrightConfig } from '@journals/playwright-config';

// The built app (its own `start`, journal-app-server) on the reference API; see e2e/global-setup.ts.
export default definePlaywrightConfig({ globalSetup: './e2e/global-setup.ts' });
