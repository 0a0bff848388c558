// The Containerfiles install the pnpm the repository pins (package.json's packageManager) and the
// turbo of the catalog, and the build context leaves out what is built or installed; nginx's
// image reads its certificate where deploy/kubernetes/nginx mounts it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { nginxPorts, nginxTls } from '../src/nginx-image.ts';
import { repositoryRoot } from '../src/repository.ts';

const read = (file: string) => readFileSync(path.join(repositoryRoot, file), 'utf8');
const argDefault = (containerfile: string, name: string) =>
  new RegExp(`^ARG ${name}=(.+)$`, 'm').exec(containerfile)?.[1];

it.each(['Containerfile', 'deploy/nginx/Containerfile'])(
  '%s installs the pinned pnpm and the catalog turbo',
  (file) => {
    const containerfile = read(file);
    const packageManager = (JSON.parse(read('package.json')) as { packageManager: string })
      .packageManager;
    const catalog = (parse(read('pnpm-workspace.yaml')) as { catalog: Record<string, string> })
      .catalog;
    expect(`pnpm@${argDefault(containerfile, 'PNPM_VERSION')}`).toBe(packageManager);
    expect(argDefault(containerfile, 'TURBO_VERSION')).toBe(catalog.turbo);
    expect(argDefault(containerfile, 'NODE_IMAGE')).toBe('node:24-bookworm-slim');
  },
);

it('keeps node_modules, builds, test results and .git out of the build context', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  for (const pattern of ['.git', '**/node_modules', '**/build', '**/dist', '**/test-results']) {
    expect(ignored).toContain(pattern);
  }
});

it('builds nginx with its certificate folder and ports, which start.sh and the config use', () => {
  const containerfile = read('deploy/nginx/Containerfile');
  const render = read('deploy/nginx/render.ts');
  const start = read('deploy/nginx/start.sh');
  expect(containerfile).toMatch(new RegExp(`^RUN mkdir ${nginxTls.folder}$`, 'm'));
  expect(render).toContain(`const tlsFolder = '${nginxTls.folder}';`);
  expect(render).toContain(`\`\${tlsFolder}/${nginxTls.certificate}\``);
  expect(render).toContain(`\`\${tlsFolder}/${nginxTls.key}\``);
  expect(start).toMatch(new RegExp(`^tls_folder=${nginxTls.folder}$`, 'm'));
  for (const file of [nginxTls.certificate, nginxTls.key]) {
    expect(start).toContain(`"$tls_folder/${file}"`);
  }
  expect(containerfile).toContain(
    `ENV PORT=${nginxPorts.http} HTTPS_PORT=${nginxPorts.https} PUBLIC_HTTPS_PORT=443 TLS=on`,
  );
  expect(containerfile).toMatch(new RegExp(`^EXPOSE ${nginxPorts.http} ${nginxPorts.https}$`, 'm'));
});
