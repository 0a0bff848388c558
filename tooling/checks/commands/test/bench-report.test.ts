// The bench report gathers what each package's bench printed, under when and how it ran.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchFolders, benchReport, readBenchRuns } from '../src/bench-report.ts';

const escape = String.fromCharCode(27);
const context = { at: '2026-11-29T03:00:00.000Z', commit: 'abc1234', load: [1.5, 0.25, 2] };

describe('the bench report', () => {
  it('gives the date, the commit and the load average, then each package its output as text', () => {
    const report = benchReport(
      [
        { folder: 'apps/indjeee', output: `${escape}[32mhome${escape}[39m 0.0 KB\n\n` },
        { folder: 'tooling/services/proxy', output: undefined },
      ],
      context,
    );
    expect(report).toBe(
      [
        '# Bench report',
        '',
        'Written by `pnpm bench` at 2026-11-29T03:00:00.000Z, commit abc1234, load average 1.50 0.25 2.00 (1, 5, 15 min).',
        '',
        '## apps/indjeee',
        '',
        '```text',
        'home 0.0 KB',
        '```',
        '',
        '## tooling/services/proxy',
        '',
        'No run: its bench has not run in this checkout.',
        '',
      ].join('\n'),
    );
  });

  it('finds the packages with a bench script and reads the output turbo kept of each', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('package.json', JSON.stringify({ scripts: { bench: 'turbo run bench' } }));
    write('b/package.json', JSON.stringify({ scripts: { bench: 'node bench.ts' } }));
    write('a/package.json', JSON.stringify({ scripts: { bench: 'node bench.ts' } }));
    write('c/package.json', JSON.stringify({ scripts: { test: 'vitest run' } }));
    write('pnpm-workspace.yaml', 'packages:\n  - a\n  - b\n  - c\n');
    write('a/.turbo/turbo-bench.log', 'a ran\n');

    const folders = benchFolders(root);
    expect(folders).toEqual(['a', 'b']);
    expect(readBenchRuns(root, folders)).toEqual([
      { folder: 'a', output: 'a ran\n' },
      { folder: 'b', output: undefined },
    ]);
  });
});
