// A journal app's own small files: its manifest, its configs and the module naming its site.
// Every journal app holds these with only its id, acronym and dev port changed.

export interface AppIdentity {
  id: string;
  acronym: string;
  /** The port of `pnpm --filter @journals/<id> dev`. */
  devPort: number;
}

function packageJson({ id, acronym, devPort }: AppIdentity): string {
  const manifest = {
    name: `@journals/${id}`,
    version: '0.1.0',
    private: true,
    description: `The ${acronym} journal section, served at /${id}/.`,
    type: 'module',
    scripts: {
      build: 'react-router build',
      dev: `react-router dev --port \${PORT:-${devPort}}`,
      start: 'journal-app-server',
      lint: 'eslint .',
      typecheck: 'react-router typegen && tsc --noEmit',
      'test:e2e': 'playwright test',
      bench:
        'bundle-size . home=routes/home list=routes/archives/paperlist details=routes/archives/paper-details',
    },
    dependencies: {
      '@journals/app-server': 'workspace:*',
      '@journals/journal-site': 'workspace:*',
      '@journals/site-config': 'workspace:*',
      '@journals/ssr': 'workspace:*',
      react: 'catalog:',
      'react-dom': 'catalog:',
      'react-router': 'catalog:',
      'styled-components': 'catalog:',
    },
    devDependencies: {
      '@journals/bundle-size': 'workspace:*',
      '@journals/eslint-config': 'workspace:*',
      '@journals/journal-e2e': 'workspace:*',
      '@journals/typescript-config': 'workspace:*',
      '@playwright/test': 'catalog:',
      '@react-router/dev': 'catalog:',
      '@types/node': 'catalog:',
      '@types/react': 'catalog:',
      '@types/react-dom': 'catalog:',
      eslint: 'catalog:',
      typescript: 'catalog:',
      vite: 'catalog:',
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const eslintConfig = `import { reactConfig } from '@journals/eslint-config/react';

export default reactConfig;
`;

const tsconfig = `{
  "extends": ["../../tsconfig.base.json", "@journals/typescript-config/react-app.json"],
  "include": [
    "app",
    "*.config.ts",
    ".react-router/types/**/*",
    "../../packages/journal-site/src/site-module.d.ts"
  ],
  "compilerOptions": {
    "rootDirs": [".", "./.react-router/types"]
  }
}
`;

function reactRouterConfig({ id }: AppIdentity): string {
  return `import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Every route is in the first page's manifest: no /__manifest request on a
  // click, whose lazy discovery could leave a navigation hanging (ADR 025).
  routeDiscovery: { mode: 'initial' },
  // With the trailing slash, as Vite's base (see docs/stack-notes.md, fix 3).
  basename: '/${id}/',
} satisfies Config;
`;
}

function viteConfig({ id }: AppIdentity): string {
  return `import { fileURLToPath } from 'node:url';
import { journalAppViteConfig } from '@journals/journal-site/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  journalAppViteConfig({ root: fileURLToPath(new URL('.', import.meta.url)), prefix: '/${id}/' }),
);
`;
}

function playwrightConfig({ id, acronym }: AppIdentity): string {
  return `import { journalE2EConfig } from '@journals/journal-e2e/config';

// The journal suite of tooling/checks/journal-e2e against this app's build: ${acronym}'s own pass (every
// route, head tags, JavaScript off, client assets, what its config makes its own) and the shared
// behaviours, at 1280 px and 360 px.
export default journalE2EConfig({ site: '${id}', appDir: import.meta.dirname });
`;
}

const routes = `import type { RouteConfig } from '@react-router/dev/routes';
import { journalRouteConfig } from '@journals/journal-site/route-config';

export default journalRouteConfig() satisfies RouteConfig;
`;

function siteModule({ id }: AppIdentity): string {
  return `// The journal this app serves. Its facts live in @journals/site-config (sites/${id}.ts), imported
// alone: the app's client chunks carry its own config, no other site's.
import { ${id} } from '@journals/site-config/sites/${id}';

export const site = ${id};
`;
}

/** The files by their path in the app (unformatted). */
export function appConfigFiles(app: AppIdentity): Map<string, string> {
  return new Map([
    ['package.json', packageJson(app)],
    ['eslint.config.js', eslintConfig],
    ['tsconfig.json', tsconfig],
    ['react-router.config.ts', reactRouterConfig(app)],
    ['vite.config.ts', viteConfig(app)],
    ['playwright.config.ts', playwrightConfig(app)],
    ['app/routes.ts', routes],
    ['app/site.ts', siteModule(app)],
  ]);
}
