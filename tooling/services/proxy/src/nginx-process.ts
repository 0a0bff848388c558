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
    throw new Error("nginx not found: install Debian's nginx-light (bash .ci/run does).");
  }
  return found;
}

export interface RunningNginx {
  /** The plain http server: `http://127.0.0.1:<port>` (with `tls`, it redirects to https). */
  url: string;
  /** With `tls`, the https server serving the sites: `https://localhost:<tls.port>`. */
  httpsUrl?: string;
  configPath: string;
  stop(): Promise<void>;
}

export interface StartNginxOptions extends Omit<
  NginxConfigValues,
  'runtimeDir' | 'listen' | 'tls'
> {
  /** The plain http port on 127.0.0.1. */
  port: number;
  /** Serve the sites over https on 127.0.0.1:`port`, with this certificate and key (PEM paths). */
  tls?: { port: number; certificate: string; certificateKey: string };
}

/** The renderer's TLS values for an https server on 127.0.0.1. */
function tlsValues(tls: StartNginxOptions['tls']): NginxConfigValues['tls'] {
  if (!tls) return undefined;
  return {
    listen: `127.0.0.1:${tls.port}`,
    certificate: tls.certificate,
    certificateKey: tls.certificateKey,
    httpsPort: tls.port,
  };
}

export async function startNginx(values: StartNginxOptions): Promise<RunningNginx> {
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'journals-nginx-'));
  // nginx's workers drop root privileges and write temporary files here.
  chmodSync(runtimeDir, 0o777);
  const configPath = path.join(runtimeDir, 'nginx.conf');
  writeFileSync(
    configPath,
    renderNginxConfig({
      upstreams: values.upstreams,
      mimeTypes: values.mimeTypes,
      listen: `127.0.0.1:${values.port}`,
      tls: tlsValues(values.tls),
      runtimeDir,
    }),
  );
  const child: ChildProcess = spawn(
    findNginx(),
    ['-e', path.join(runtimeDir, 'startup.log'), '-c', configPath, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${values.port}`;
  // Both servers listen once nginx answers on one (with TLS, the http one redirects).
  await waitForHttp(`${url}/`);
  return {
    url,
    httpsUrl: values.tls ? `https://localhost:${values.tls.port}` : undefined,
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
