// Servers for end-to-end tests: free ports, waiting for HTTP, and a built React Router app
// started as in production (its `start`: the app server of @journals/app-server).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';

/** A TCP port the OS reports free on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port assigned'));
      });
    });
  });
}

/** Resolves once something answers HTTP on `url`; rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms`, { cause: lastError });
}

/**
 * Starts the app server (`journal-app-server`, the app's `start`) for the build in `appDir` on
 * `port` with `env` added to a minimal environment; resolves once it answers. Returns a stop
 * function.
 */
export async function startAppServer({ appDir, port, env = {}, prefix = '/' }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const serverCli = require.resolve('@journals/app-server/cli');
  const child = spawn(process.execPath, [serverCli, appDir], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForHttp(`http://127.0.0.1:${port}${prefix}`),
    exited.then((code) => {
      throw new Error(`The app server in ${appDir} exited with ${code}`);
    }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
