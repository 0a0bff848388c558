// Starts Debian's nginx with the rendered config in a temporary folder (for tests and demos).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHttp } from '@journals/playwright-config/servers';
import { renderNginxConfig, type NginxConfigValues } from './nginx-config.ts';

export const nginxBinaryCandidates = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(): string {
  const found = nginxBinaryCandidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error('nginx not found: install Debian\'s nginx-light (bash .ci/run does).');
  }
  return found;
}

export interface RunningNginx {
  url: string;
  configPath: string;
  stop(): Promise<void>;
}

export async function startNginx(
  values: Omit<NginxConfigValues, 'runtimeDir' | 'listen'> & { port: number },
): Promise<RunningNginx> {
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'journals-nginx-'));
  // nginx's workers drop root privileges and write temporary files here.
  chmodSync(runtimeDir, 0o777);
  const configPath = path.join(runtimeDir, 'nginx.conf');
  writeFileSync(
    configPath,
    renderNginxConfig({ ...values, listen: `127.0.0.1:${values.port}`, runtimeDir }),
  );
  const child: ChildProcess = spawn(
    findNginx(),
    ['-e', path.join(runtimeDir, 'startup.log'), '-c', configPath, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${values.port}`;
  await waitForHttp(`${url}/`);
  return {
    url,
    configPath,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}
