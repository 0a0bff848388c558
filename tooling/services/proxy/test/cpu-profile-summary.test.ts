// The CPU-profile bench's summary: functions by self time as shares of the busy time, idle left
// out, named by package or file.
import { describe, expect, it } from 'vitest';
import { topFunctions, type CpuProfile } from '../bench/cpu-profile-summary.ts';

const frame = (functionName: string, url: string, lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(idle)', '') },
    {
      id: 2,
      callFrame: frame(
        'renderElement',
        'file:///repo/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/server.js',
      ),
    },
    {
      id: 3,
      callFrame: frame(
        'formatCitations',
        'file:///repo/apps/x/build/server/assets/citations.js',
        73,
      ),
    },
    { id: 4, callFrame: frame('', 'node:internal/encoding', 10) },
    { id: 5, callFrame: frame('(garbage collector)', '') },
    {
      id: 6,
      callFrame: frame(
        'styled',
        'file:///repo/node_modules/.pnpm/@scope+pkg@1.0.0/node_modules/@scope/pkg/index.js',
      ),
    },
  ],
  samples: [1, 2, 2, 3, 2, 4, 5, 1, 6, 3],
  timeDeltas: [500, 100, 100, 200, 100, 50, 30, 500, 20, 200],
};

describe('topFunctions', () => {
  it('orders functions by self time, as shares of the time not idle', () => {
    const top = topFunctions(profile, 3);
    expect(top.map(({ name }) => name)).toEqual([
      'formatCitations (citations.js:74)',
      'renderElement (react-dom)',
      '(anonymous) (node:internal/encoding)',
    ]);
    // Busy: 800 of 1,800 microseconds.
    expect(top[0]?.share).toBeCloseTo(400 / 800);
    expect(top[1]?.share).toBeCloseTo(300 / 800);
    expect(top[2]?.share).toBeCloseTo(50 / 800);
  });

  it('names a scoped package, and counts the garbage collector as busy', () => {
    const names = topFunctions(profile, 10).map(({ name }) => name);
    expect(names).toContain('styled (@scope/pkg)');
    expect(names).toContain('(garbage collector)');
    expect(names).not.toContain('(idle)');
    const total = topFunctions(profile, 10).reduce((sum, { share }) => sum + share, 0);
    expect(total).toBeCloseTo(1);
  });
});
