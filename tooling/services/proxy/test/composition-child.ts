// `pnpm start`'s composition (src/start.ts) as its own process, as a user starts it (no
// NODE_ENV), on free ports with a fresh database, its standard error kept for the test to read.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { userShell } from './env.ts';

export interface CompositionChild {
  child: ChildProcess;
  origin: string;
  /** Resolves with the exit code. */
  exit: Promise<number | null>;
  /** Everything the process has written to standard error so far. */
  stderr(): string;
  /** Everything the process has written to standard output so far. */
  stdout(): string;
  /** SIGKILLs the process if it still runs and removes its database. */
  cleanUp(): Promise<void>;
}

const startFile = fileURLToPath(new URL('../src/start.ts', import.meta.url));

/** What reads everything a stream of the process has written so far. */
function collectedText(stream: Readable | null): () => string {
  let text = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    text += chunk;
  });
  return () => text;
}

export async function startCompositionChild(): Promise<CompositionChild> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'composition-child-'));
  const port = await freePort();
  const child = spawn(process.execPath, [startFile], {
    cwd: path.dirname(path.dirname(startFile)),
    env: {
      ...userShell(),
      HOST: '127.0.0.1',
      PORT: String(port),
      API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = collectedText(child.stderr);
  const stdout = collectedText(child.stdout);
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${origin}/indjece/healthz`, 60_000);
    await waitForHttp(`${origin}/healthz`, 10_000);
  } catch (error) {
    await cleanUp();
    throw new Error(`The composition did not start: ${String(error)}\n${stderr()}`);
  }
  return { child, origin, exit, stderr, stdout, cleanUp };
}

/** The lines of a log that belong to a stack trace ('    at f (file:1:2)'). */
export function stackLines(log: string): string[] {
  return log.split('\n').filter((line) => /^\s+at\s/.test(line));
}
