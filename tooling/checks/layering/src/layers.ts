// The workspace's layering, bottom first, and the dependency-cruiser rules that hold it: a module
// may import its own package, and packages of the layers below its own; never one above, never a
// neighbour of a product layer, and never in a cycle. Tests of a product package or a service
// (test/, e2e/, bench/, stories and the tools' configs) may also use the services and checks on top
// (the reference API, the audits): they are the checks of that package.
import type { IForbiddenRuleType } from 'dependency-cruiser';

export interface Layer {
  name: string;
  /** Package folders, relative to the root, as regular expressions of whole segments. */
  folders: string[];
  /** Whether packages of the layer may import one another (presets, services, checks); cycles stay refused. */
  peers: boolean;
}

export const layers: Layer[] = [
  { name: 'config', folders: ['tooling/config/[^/]+'], peers: true },
  { name: 'contract', folders: ['packages/site-config', 'packages/api-contract'], peers: false },
  {
    name: 'parts',
    folders: ['packages/api-client', 'packages/content', 'packages/design-system'],
    peers: false,
  },
  { name: 'site parts', folders: ['packages/site-kit', 'packages/paper-list'], peers: false },
  { name: 'server', folders: ['packages/app-server'], peers: false },
  { name: 'pages', folders: ['packages/ssr', 'packages/discovery'], peers: false },
  { name: 'journal site', folders: ['packages/journal-site'], peers: false },
  { name: 'apps', folders: ['apps/[^/]+'], peers: false },
  { name: 'services', folders: ['tooling/services/[^/]+'], peers: true },
  { name: 'checks', folders: ['tooling/checks/[^/]+', 'tooling/generators/[^/]+'], peers: true },
];

/** The layers a package's tests may use whatever its own layer: the systems and checks on top. */
const testedWith = ['services', 'checks'];

/** Test code: test folders, end-to-end specs, benches, stories and the tools' configs. */
export const testCode =
  '(^|/)(test|e2e|bench|stories)/|\\.(test|spec|stories)\\.[cm]?[jt]sx?$|(^|/)[^/]+\\.config\\.[cm]?[jt]s$';

const anyOf = (folders: readonly string[]) => `^(${folders.join('|')})/`;

function layerRules(layer: Layer, index: number): IForbiddenRuleType[] {
  const above = layers.slice(layer.peers ? index + 1 : index);
  const folders = (list: Layer[]) => list.flatMap((other) => other.folders);
  const productAbove = folders(above.filter((other) => !testedWith.includes(other.name)));
  const topsAbove = folders(above.filter((other) => testedWith.includes(other.name)));
  const rules: IForbiddenRuleType[] = [];
  if (productAbove.length > 0) {
    rules.push({
      name: `${layer.name}-below-product`,
      severity: 'error',
      comment: `${layer.name} (${layer.folders.join(', ')}) and its tests import no product package of its layer or above.`,
      from: { path: anyOf(layer.folders) },
      to: { path: anyOf(productAbove), pathNot: '^$1/' },
    });
  }
  if (topsAbove.length > 0) {
    rules.push({
      name: `${layer.name}-below-${layer.name === 'config' ? 'tooling' : 'services-and-checks'}`,
      severity: 'error',
      comment:
        layer.name === 'config'
          ? 'The presets, tests included, import no service and no check.'
          : `${layer.name}'s code (not its tests) imports no service and no check above it.`,
      from: { path: anyOf(layer.folders), pathNot: layer.name === 'config' ? undefined : testCode },
      to: { path: anyOf(topsAbove), pathNot: '^$1/' },
    });
  }
  return rules;
}

/**
 * dependency-cruiser's forbidden rules: the layer order, workspace imports it can follow (an
 * import it cannot resolve would escape the order), and no cycle anywhere.
 */
export function forbiddenRules(): IForbiddenRuleType[] {
  return [
    ...layers.flatMap(layerRules),
    {
      name: 'workspace-import-resolves',
      severity: 'error',
      comment:
        "A workspace package is imported through a dependency its package.json declares, by an entry its exports name (a query such as ?enhance is a build plugin's).",
      from: {},
      to: { couldNotResolve: true, path: '^@journals/', pathNot: '\\?' },
    },
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No module reaches itself through its imports.',
      from: {},
      to: { circular: true },
    },
  ];
}

/** The layer a package folder ('packages/site-kit') belongs to, or undefined when none. */
export function layerOf(folder: string): Layer | undefined {
  return layers.find((layer) =>
    layer.folders.some((pattern) => new RegExp(`^${pattern}$`).test(folder)),
  );
}

/** How dependency-cruiser reads the workspace: its own sources, TypeScript's type imports too. */
export const cruiseOptions = {
  doNotFollow: { path: 'node_modules' },
  exclude: {
    path: '(^|/)(node_modules|build|dist|storybook-static|coverage|reports|test-results|playwright-report|\\.react-router|\\.turbo|\\.stryker-tmp[^/]*)/',
  },
  tsPreCompilationDeps: true,
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'require', 'node', 'default'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
  },
};
