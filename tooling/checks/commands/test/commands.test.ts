import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run, serve } from '../src/commands.ts';

const work = mkdtempSync(path.join(tmpdir(), 'commands-'));
const node = process.execPath;

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('run', () => {
  it('resolves with the output, in the folder and environment given, with no standard input', async () => {
    const script =
      'process.stdout.write(process.cwd() + " " + process.env.ONLY + " " + process.env.PATH);' +
      'process.stderr.write(" err " + require("node:fs").fstatSync(0).isFIFO())';
    await expect(run(node, ['-e', script], { cwd: work, env: { ONLY: 'x' } })).resolves.toBe(
      `${work} x undefined err false`,
    );
  });

  it('rejects with the command, its exit code and the end of its output', async () => {
    const script = 'console.log("a".repeat(10000) + "the cause"); process.exit(3)';
    const failed = run(node, ['-e', script]);
    await expect(failed).rejects.toThrow(/ -e console\.log.* exited 3:\na+the cause\n$/);
    const message = await failed.catch((error: Error) => error.message);
    expect(message.length).toBeLessThan(6300);
  });

  it('rejects when the command does not exist', async () => {
    await expect(run('no-such-command-here', [])).rejects.toThrow(/ENOENT/);
  });
});

describe('serve', () => {
  it('stops the command and what it started', async () => {
    const marker = path.join(work, 'child-pid');
    // A server that starts a process of its own, as pnpm starts node.
    const script =
      'const { spawn } = require("node:child_process");' +
      `const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);` +
      `require("node:fs").writeFileSync(${JSON.stringify(marker)}, String(child.pid));` +
      'setInterval(() => {}, 1000)';
    const server = serve(node, ['-e', script], { cwd: work });
    await expect
      .poll(() => readFileSync(marker, 'utf8').length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const grandchild = Number(readFileSync(marker, 'utf8'));
    await server.stop();
    // Ended: gone, or a zombie no one has reaped yet.
    const state = () => /\) (\w)/.exec(readFileSync(`/proc/${grandchild}/stat`, 'utf8'))?.[1];
    await expect
      .poll(() => (existsSync(`/proc/${grandchild}`) ? state() : 'gone'))
      .toMatch(/gone|Z/);
    await expect(server.exited).resolves.toBeUndefined();
    // Once ended, stopping again does nothing.
    await server.stop();
  });
});
