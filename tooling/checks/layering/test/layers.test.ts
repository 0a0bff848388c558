// The layering rule on a small workspace that breaks it in every way it can be broken, and keeps
// it in the ways it allows: run through dependency-cruiser with the rules and options `pnpm lint` uses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackageFolders } from '@journals/commands/workspace';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruiseOptions, forbiddenRules, layerOf, layers } from '../src/layers.ts';

/** Each file of the fixture and the files it imports, relative to the fixture's root. */
const imports: Record<string, string[]> = {
  'packages/site-config/src/index.ts': [],
  'packages/site-config/src/up.ts': ['packages/site-kit/src/a.ts'],
  'packages/site-kit/src/a.ts': ['packages/site-config/src/index.ts'],
  'packages/site-kit/src/neighbour.ts': ['packages/paper-list/src/index.ts'],
  'packages/site-kit/src/service.ts': ['tooling/services/journal-api/src/index.ts'],
  'packages/site-kit/test/api.test.ts': ['tooling/services/journal-api/src/index.ts'],
  'packages/site-kit/test/app.test.ts': ['apps/publisher/app/root.tsx'],
  'packages/paper-list/src/index.ts': ['packages/site-config/src/index.ts'],
  'packages/content/src/a.ts': ['packages/content/src/b.ts'],
  'packages/content/src/b.ts': ['packages/content/src/a.ts'],
  'apps/publisher/app/root.tsx': ['packages/site-kit/src/a.ts'],
  'apps/indjece/app/root.tsx': ['apps/publisher/app/root.tsx'],
  'tooling/config/eslint/index.js': ['packages/site-config/src/index.ts'],
  'tooling/config/eslint/test/rules.test.js': ['tooling/checks/page-audit/src/index.ts'],
  'tooling/config/vitest/index.js': ['tooling/config/eslint/index.js'],
  'tooling/config/playwright/index.js': ['tooling/config/vitest/index.js'],
  'tooling/services/journal-api/src/index.ts': ['packages/site-config/src/index.ts'],
  'tooling/services/proxy/src/start.ts': ['tooling/services/journal-api/src/index.ts'],
  'tooling/services/proxy/src/audit.ts': ['tooling/checks/commands/src/index.ts'],
  'tooling/services/proxy/bench/load.ts': ['tooling/checks/page-audit/src/index.ts'],
  'tooling/checks/page-audit/src/index.ts': [
    'tooling/services/journal-api/src/index.ts',
    'tooling/checks/commands/src/index.ts',
    'apps/publisher/app/root.tsx',
  ],
  'tooling/checks/commands/src/index.ts': [],
};

/** Files importing a workspace package by name: one not declared, one through a build query. */
const byName: Record<string, string> = {
  'packages/site-kit/src/undeclared.ts': '@journals/journal-site/root',
  'apps/publisher/app/enhance.ts': '@journals/design-system/tabs/enhance?enhance',
};

let root = '';
let result: ICruiseResult;

function specifier(from: string, to: string): string {
  const relative = path.relative(path.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'layering-'));
  for (const [file, targets] of Object.entries(imports)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    const lines = targets.map(
      (target, index) => `import * as m${index} from '${specifier(file, target)}';`,
    );
    writeFileSync(
      path.join(root, file),
      `${lines.join('\n')}\nexport const used = [${targets.map((_, index) => `m${index}`).join(', ')}];\n`,
    );
  }
  for (const [file, specifier] of Object.entries(byName)) {
    writeFileSync(path.join(root, file), `import '${specifier}';\n`);
  }
  const output = await cruise(['apps', 'packages', 'tooling'], {
    ...cruiseOptions,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: forbiddenRules() },
    outputType: 'json',
  });
  result = (
    typeof output.output === 'string' ? JSON.parse(output.output) : output.output
  ) as ICruiseResult;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the layering rule', () => {
  it('refuses every upward, sideways, circular and unresolvable workspace import, and only those', () => {
    const found = result.summary.violations
      .map((violation) =>
        violation.rule.name === 'no-cycle'
          ? `no-cycle: ${path.dirname(violation.from)}`
          : `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
      )
      .sort();
    expect(found).toEqual(
      [
        'contract-below-product: packages/site-config/src/up.ts -> packages/site-kit/src/a.ts',
        'site parts-below-product: packages/site-kit/src/neighbour.ts -> packages/paper-list/src/index.ts',
        'site parts-below-services-and-checks: packages/site-kit/src/service.ts -> tooling/services/journal-api/src/index.ts',
        'site parts-below-product: packages/site-kit/test/app.test.ts -> apps/publisher/app/root.tsx',
        'apps-below-product: apps/indjece/app/root.tsx -> apps/publisher/app/root.tsx',
        'config-below-product: tooling/config/eslint/index.js -> packages/site-config/src/index.ts',
        'config-below-tooling: tooling/config/eslint/test/rules.test.js -> tooling/checks/page-audit/src/index.ts',
        'services-below-services-and-checks: tooling/services/proxy/src/audit.ts -> tooling/checks/commands/src/index.ts',
        'no-cycle: packages/content/src',
        'workspace-import-resolves: packages/site-kit/src/undeclared.ts -> @journals/journal-site/root',
      ].sort(),
    );
  });
});

describe('the layers', () => {
  it('place every package of this repository: a new one the rule would not see fails here', () => {
    const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
    const folders = workspacePackageFolders(repositoryRoot);
    expect(folders).toContain('tooling/checks/layering');
    expect(folders.filter((folder) => layerOf(folder) === undefined)).toEqual([]);
  });

  it('place a folder by its group, and each pattern in one layer only', () => {
    expect(layerOf('tooling/config/eslint')?.name).toBe('config');
    expect(layerOf('packages/journal-site')?.name).toBe('journal site');
    expect(layerOf('apps/a-new-journal')?.name).toBe('apps');
    expect(layerOf('tooling/services/proxy')?.name).toBe('services');
    expect(layerOf('tooling/generators/journal-generator')?.name).toBe('checks');
    expect(layerOf('packages/not-placed')).toBeUndefined();
    const folders = layers.flatMap((layer) => layer.folders);
    expect(new Set(folders).size).toBe(folders.length);
  });
});
