// What a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) says the process spent its time
// on: the functions with the most self time, as shares of the busy time (idle time left out).

/** The parts of a .cpuprofile file read here. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionShare {
  /** 'renderElement (react-dom)', 'formatCitations (citation-formats.server.ts:74)' */
  name: string;
  /** Share of the busy time, 0-1. */
  share: number;
}

/** A package's name from a path under node_modules/.pnpm, else the file's name. */
function whereFrom(url: string, line: number): string {
  if (!url) return '';
  const packageMatch =
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (packageMatch?.[1]) return packageMatch[1];
  if (url.startsWith('node:')) return url;
  return `${url.split('/').at(-1) ?? url}:${line + 1}`;
}

const idle = new Set(['(idle)', '(program)']);

/** The `count` functions with the most self time. */
export function topFunctions(profile: CpuProfile, count = 5): FunctionShare[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((nodeId, index) => {
    const node = byNode.get(nodeId);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!node || idle.has(node.callFrame.functionName)) return;
    busy += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const from = whereFrom(url, lineNumber);
    const name = `${functionName || '(anonymous)'}${from ? ` (${from})` : ''}`;
    selfTime.set(name, (selfTime.get(name) ?? 0) + delta);
  });
  return [...selfTime]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, time]) => ({ name, share: busy > 0 ? time / busy : 0 }));
}
