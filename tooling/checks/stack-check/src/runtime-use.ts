// Whether shipped source uses a package at run time and, when it does not, who imports it.
import { isTestOrHelper } from './shipped-source.ts';
import { namesPackage, type SourceImport } from './source-imports.ts';

export interface Script {
  file: string;
  shipped: boolean;
  imports: SourceImport[];
}

export interface RuntimeUse {
  /** Shipped files that import the package for more than its types. */
  shippedImporters: string[];
  /** Why there are none, naming who imports the package instead. */
  problem: string;
}

/** Up to five file names, and how many more. */
function some(files: string[]): string {
  const shown = files.slice(0, 5).join(', ');
  return files.length > 5 ? `${shown} and ${files.length - 5} more` : shown;
}

export function runtimeUse(name: string, scripts: Script[]): RuntimeUse {
  const importers = scripts.filter((script) =>
    script.imports.some((found) => namesPackage(found.specifier, name)),
  );
  const shippedImporters = importers
    .filter(
      (script) =>
        script.shipped &&
        script.imports.some((found) => namesPackage(found.specifier, name) && !found.typeOnly),
    )
    .map((script) => script.file);
  const shippedForTypes = importers.filter((script) => script.shipped).map((script) => script.file);
  const tests = importers
    .filter((script) => isTestOrHelper(script.file))
    .map((script) => script.file);
  const others = importers
    .filter((script) => !script.shipped && !isTestOrHelper(script.file))
    .map((script) => script.file);
  const problem =
    shippedImporters.length > 0
      ? ''
      : shippedForTypes.length > 0
        ? `${name} is imported by shipped source only for its types (${some(shippedForTypes)})`
        : others.length > 0
          ? `${name} is imported only outside shipped source (${some([...others, ...tests])})`
          : tests.length > 0
            ? `${name} is imported only by tests (${some(tests)})`
            : `${name} is imported by no script of apps/* or packages/*`;
  return { shippedImporters, problem };
}
