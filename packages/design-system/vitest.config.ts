// Three test projects: the stories as browser tests (interactions and an axe check each), the
// component tests in the same Chromium, and the pure rules and server rendering in Node.
// styled-components renders the components' rules in all of them.
import { fileURLToPath } from 'node:url';
import {
  assertChromiumInstalled,
  chromiumLaunchOptions,
} from '@journals/playwright-config/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { siteThemeOverrides } from './src/theme/sites.ts';
import { browserCommands } from './test/browser-commands.ts';
import { projectsRan } from './test/projects-ran.ts';

assertChromiumInstalled();

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));
const themesConfigDir = fileURLToPath(new URL('./.storybook/themes', import.meta.url));

/** The journals with a theme of their own (the publisher's is the default run's). */
const journalThemes = Object.keys(siteThemeOverrides).filter((site) => site !== 'publisher');

/** Headless Debian Chromium. A fresh object per project: Vitest names the instances in place. */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

export default defineConfig({
  test: {
    // Generous: a shared CI machine can be several times slower than an idle one.
    testTimeout: 60_000,
    // A declared project that ran no test (a story tag gone, a glob that matches nothing) fails
    // the run.
    reporters: ['default', projectsRan()],
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        // Stories share one page (Storybook unmounts each story before the next): much faster.
        test: { name: 'storybook', browser: chromium(), isolate: false },
      },
      // The theme showcase again under each journal theme: axe checks their colours too.
      ...journalThemes.map((site) => ({
        extends: true,
        plugins: [
          storybookTest({
            configDir: themesConfigDir,
            initialGlobals: { site },
            tags: { include: ['site-themes'] },
          }),
        ],
        test: { name: `storybook-${site}`, browser: chromium(), isolate: false },
      })),
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          exclude: ['src/**/*.server.test.tsx'],
          setupFiles: ['./test/setup.browser.ts'],
          restoreMocks: true,
          browser: { ...chromium(), commands: browserCommands },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.server.test.tsx', 'test/**/*.test.ts'],
          restoreMocks: true,
          // styled-components has no exports map: Node alone would load its CommonJS build.
          // Inlined, Vite runs its ES module server build, as the apps' server build does
          // (ssr.noExternal), one copy for the components and ServerStyleSheet.
          server: { deps: { inline: ['styled-components'] } },
        },
      },
    ],
  },
});
