// A journal app's build served as in production (its `start`: @journals/app-server's
// journal-app-server), with what it logs kept for
// the test to read: the fault specs count the lines a failure logs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { shellBasics } from './env.ts';

export interface CapturedAppServer {
  url: string;
  /** Everything the server wrote to stderr and stdout so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startCapturedAppServer(options: {
  appDir: string;
  prefix: string;
  env: Record<string, string>;
}): Promise<CapturedAppServer> {
  const port = await freePort();
  const require = createRequire(path.join(options.appDir, 'package.json'));
  const serverCli = require.resolve('@journals/app-server/cli');
  const child = spawn(process.execPath, [serverCli, options.appDir], {
    cwd: options.appDir,
    env: {
      ...shellBasics(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForHttp(`${url}${options.prefix}`),
    exited.then((code) => {
      throw new Error(`The app server exited with ${String(code)}:\n${output}`);
    }),
  ]);
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
