// Adds a journal to the site-config registry (packages/site-config/src/sites/registry.ts): its
// import after the last import, its entry at the end of `siteConfigs`; and to site-config's
// `exports` (its package.json), where each site's module has an entry of its own.

export function registerSite(registry: string, id: string): string {
  if (new RegExp(`^import \\{ ${id} \\}`, 'm').test(registry)) {
    throw new Error(`${id} is registered already.`);
  }
  const imports = [...registry.matchAll(/^import .*;\n/gm)];
  const lastImport = imports.at(-1);
  const objectEnd = /^export const siteConfigs = \{\n(?:.*\n)*?(\};)/m.exec(registry);
  if (!lastImport || !objectEnd) {
    throw new Error('The registry is not in its usual form: imports, then `siteConfigs = {…};`.');
  }
  const afterImports = lastImport.index + lastImport[0].length;
  const closing = objectEnd.index + objectEnd[0].length - objectEnd[1]!.length;
  return (
    registry.slice(0, afterImports) +
    `import { ${id} } from './${id}.ts';\n` +
    registry.slice(afterImports, closing) +
    `  ${id},\n` +
    registry.slice(closing)
  );
}

/**
 * site-config's manifest with `./sites/<id>` after the other sites' entries: the module a journal
 * app's app/site.ts imports alone (`@journals/site-config/sites/<id>`).
 */
export function exportSite(manifest: string, id: string): string {
  const parsed = JSON.parse(manifest) as { exports?: Record<string, string> };
  const entries = Object.entries(parsed.exports ?? {});
  const key = `./sites/${id}`;
  if (entries.some(([name]) => name === key)) throw new Error(`${id} is exported already.`);
  const lastSite = entries.findLastIndex(([name]) => name.startsWith('./sites/'));
  if (lastSite < 0) throw new Error('site-config exports no site module (`./sites/<id>`).');
  entries.splice(lastSite + 1, 0, [key, `./src/sites/${id}.ts`]);
  return `${JSON.stringify({ ...parsed, exports: Object.fromEntries(entries) }, null, 2)}\n`;
}
