// Following a tsconfig's `extends` chain the way Vite's TypeScript transform does: relative
// paths from the extending file's folder, package specifiers through the `node_modules` link
// beside it and that package's `exports`, without resolving the link to its real folder (a
// relative `extends` inside a linked package is resolved from the link; `tsc` would follow the
// link first, so a chain this accepts works for both).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ExtendsChain {
  /** Every config of the chain, the starting one first (absolute paths). */
  configs: string[];
  /** What could not be read or resolved, one sentence each. */
  problems: string[];
}

type ExportsField = string | { [key: string]: ExportsField } | null | undefined;

interface PackageManifest {
  exports?: ExportsField;
}

/** The file an `exports` entry points to, by the conditions TypeScript reads config files with. */
function exportTarget(entry: ExportsField): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry === null || entry === undefined) return undefined;
  for (const condition of ['types', 'import', 'require', 'default']) {
    const target = exportTarget(entry[condition]);
    if (target !== undefined) return target;
  }
  return undefined;
}

function withJsonExtension(file: string): string {
  return existsSync(file) || file.endsWith('.json') ? file : `${file}.json`;
}

/** The config a package specifier names, or why it names none. */
function resolvePackageConfig(specifier: string, fromFolder: string): string | { problem: string } {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const subpath = parts.slice(nameLength).join('/');
  for (let folder = fromFolder; ; folder = path.dirname(folder)) {
    const packageFolder = path.join(folder, 'node_modules', name);
    const manifestFile = path.join(packageFolder, 'package.json');
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackageManifest;
      if (manifest.exports === undefined) {
        return withJsonExtension(path.join(packageFolder, subpath || 'tsconfig.json'));
      }
      const key = subpath === '' ? '.' : `./${subpath}`;
      const exportsMap =
        typeof manifest.exports === 'object' &&
        manifest.exports !== null &&
        Object.keys(manifest.exports).every((entry) => entry.startsWith('.'))
          ? manifest.exports
          : { '.': manifest.exports };
      const target = exportTarget(exportsMap[key]);
      return target === undefined
        ? { problem: `which ${name} does not export ("${key}" is not in its exports)` }
        : path.join(packageFolder, target);
    }
    if (path.dirname(folder) === folder) {
      return { problem: `whose package ${name} is not installed beside it` };
    }
  }
}

/** The config an `extends` entry names, or why it names none. */
export function resolveExtends(
  specifier: string,
  fromConfig: string,
  describe: (file: string) => string = String,
): string | { problem: string } {
  const folder = path.dirname(fromConfig);
  const file =
    specifier.startsWith('./') || specifier.startsWith('../') || path.isAbsolute(specifier)
      ? withJsonExtension(path.resolve(folder, specifier))
      : resolvePackageConfig(specifier, folder);
  if (typeof file !== 'string') return file;
  return existsSync(file)
    ? file
    : { problem: `which resolves to ${describe(file)}, a file that does not exist` };
}

/** The `extends` entries of a config file (a string or an array of them), or its read error. */
function extendsOf(config: string): string[] | { problem: string } {
  const { config: json, error } = ts.readConfigFile(config, ts.sys.readFile);
  if (error) {
    return {
      problem: `cannot be read: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`,
    };
  }
  const value = (json as { extends?: unknown }).extends;
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
  return { problem: `has an "extends" that is neither a string nor an array of strings` };
}

/** Every config `start` extends, directly or not, and what breaks the chain. */
export function followExtends(
  start: string,
  describe: (file: string) => string = String,
): ExtendsChain {
  const chain: ExtendsChain = { configs: [], problems: [] };
  const visit = (config: string) => {
    if (chain.configs.includes(config)) return;
    chain.configs.push(config);
    const entries = extendsOf(config);
    if (!Array.isArray(entries)) {
      chain.problems.push(`${describe(config)} ${entries.problem}`);
      return;
    }
    for (const specifier of entries) {
      const resolved = resolveExtends(specifier, config, describe);
      if (typeof resolved === 'string') visit(resolved);
      else chain.problems.push(`${describe(config)} extends "${specifier}", ${resolved.problem}`);
    }
  };
  visit(path.resolve(start));
  return chain;
}
