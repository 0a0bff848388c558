// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildEnhancementScript } from '../src/build-time/vite-enhance.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`./enhance-fixtures/${name}`, import.meta.url));

describe('buildEnhancementScript', () => {
  it('compiles and minifies a standalone script, named by its output', async () => {
    const script = await buildEnhancementScript(fixture('mark-ready.ts'));
    expect(script.fileName).toMatch(/^assets\/enhance-mark-ready-[0-9a-f]{10}\.js$/);
    expect(script.source).toContain('document.documentElement.dataset.enhanced');
    expect(script.source).not.toContain(': string');
    expect(script.source).not.toContain('A fixture');
    expect(await buildEnhancementScript(fixture('mark-ready.ts'))).toEqual(script);
  });

  it('refuses a script that imports a module', async () => {
    await expect(buildEnhancementScript(fixture('imports-something.ts'))).rejects.toThrow(
      /imports nothing/,
    );
  });
});
