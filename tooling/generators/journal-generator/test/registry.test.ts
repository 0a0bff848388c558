import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportSite, registerSite } from '../src/registry.ts';

const siteConfigFile = (file: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../../../packages/site-config/${file}`, import.meta.url)),
    'utf8',
  );
const registry = siteConfigFile('src/sites/registry.ts');
const manifest = siteConfigFile('package.json');

describe('registering a journal', () => {
  const registered = registerSite(registry, 'indjcse');

  it('imports its config after the other imports and lists it last', () => {
    expect(registered).toContain(
      "import { publisher } from './publisher.ts';\nimport { indjcse } from './indjcse.ts';\n",
    );
    expect(registered).toMatch(/ {2}indjece,\n {2}indjcse,\n\};/);
  });

  it('changes nothing else', () => {
    const restored = registered
      .replace("import { indjcse } from './indjcse.ts';\n", '')
      .replace('  indjcse,\n', '');
    expect(restored).toBe(registry);
  });

  it('refuses a journal registered already', () => {
    expect(() => registerSite(registered, 'indjcse')).toThrow(/registered already/);
  });
});

describe("adding a journal to site-config's exports", () => {
  const exported = exportSite(manifest, 'indjcse');

  it("names its module after the other sites' entries, as the package's other entries are", () => {
    const exports = (JSON.parse(exported) as { exports: Record<string, string> }).exports;
    const names = Object.keys(exports);

    expect(exports['./sites/indjcse']).toBe('./src/sites/indjcse.ts');
    expect(names.indexOf('./sites/indjcse')).toBe(
      names.findLastIndex((name) => name !== './sites/indjcse' && name.startsWith('./sites/')) + 1,
    );
  });

  it('changes nothing else', () => {
    const parsed = JSON.parse(exported) as { exports: Record<string, string> };
    delete parsed.exports['./sites/indjcse'];
    expect(`${JSON.stringify(parsed, null, 2)}\n`).toBe(manifest);
  });

  it('refuses a journal exported already', () => {
    expect(() => exportSite(exported, 'indjcse')).toThrow(/exported already/);
  });
});
