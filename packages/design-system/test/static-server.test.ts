import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, resolveInside } from '../scripts/static-server.ts';

let root = '';
let base = '';

describe('the static Storybook server', () => {
  const started = { close: () => {} };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storybook-static-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Storybook</title>');
    await writeFile(join(root, 'assets', 'app.js'), 'export const a = 1;');
    const http = createStaticServer(root);
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    started.close = () => http.close();
  });

  afterAll(async () => {
    started.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves index.html for the folder', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>Storybook</title>');
  });

  it('serves ES modules with a JavaScript type, ignoring the query', async () => {
    const response = await fetch(`${base}/assets/app.js?v=1`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for missing files', async () => {
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it.each(['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A'])(
    'refuses a path outside its folder: %s',
    (path) => {
      const resolved = resolveInside('/srv/static', path);
      expect(resolved).toBeNull();
    },
  );
});
