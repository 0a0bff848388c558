import { definePlaywrightConfig, httpSpecs, projects } from '@journals/playwright-config';

// nginx in front of the built app servers; the setup starts them all (see e2e/global-setup.ts).
export default definePlaywrightConfig({
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  // The policy crawl loads every page of every site: the same HTML, scripts and policy at any
  // width, so once, on the desktop.
  projects: projects.map((project) =>
    project.name === 'phone-360'
      ? { ...project, testIgnore: [httpSpecs, /content-security-policy\.e2e\.spec\.ts$/] }
      : project,
  ),
});
