import { definePlaywrightConfig } from '@journals/playwright-config';

// The built app (react-router-serve) on the reference API; see e2e/global-setup.ts.
export default definePlaywrightConfig({ globalSetup: './e2e/global-setup.ts' });
