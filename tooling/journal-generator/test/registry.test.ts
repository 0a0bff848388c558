import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerSite } from '../src/registry.ts';

const registry = readFileSync(
  fileURLToPath(new URL('../../../packages/site-config/src/sites/registry.ts', import.meta.url)),
  'utf8',
);

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
