// Adds a journal to the site-config registry (packages/site-config/src/sites/registry.ts): its
// import after the last import, its entry at the end of `siteConfigs`.

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
