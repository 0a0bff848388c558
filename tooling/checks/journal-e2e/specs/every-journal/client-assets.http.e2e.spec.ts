// The API's authorization value stays on the server: no file the app serves to browsers holds
// it, nor the development token.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eAuthorization, suiteTarget } from '../../src/env.ts';
import { expect, test } from '../../src/fixtures.ts';

test('no client asset contains the authorization value', () => {
  const clientDir = path.join(suiteTarget().appDir, 'build', 'client');
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  expect(files.filter((file) => file.name.endsWith('.js')).length).toBeGreaterThan(3);
  for (const file of files) {
    const content = readFileSync(path.join(file.parentPath, file.name), 'latin1');
    expect(content.includes(e2eAuthorization), file.name).toBe(false);
    expect(content.includes('dev-journal-api-token'), file.name).toBe(false);
  }
});

test('no page the app serves contains the authorization value', async ({ request }) => {
  for (const address of ['./', 'archives', 'aim-and-scope']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect((await response.text()).includes(e2eAuthorization), address).toBe(false);
  }
});

test('no discovery document contains the authorization value', async ({ request }) => {
  for (const address of [
    'robots.txt',
    'sitemap.xml',
    'sitemap-index.xml',
    'feeds/latest.rss',
    'feeds/current-issue.atom',
    'oai?verb=Identify',
    'oai?verb=ListRecords&metadataPrefix=oai_dc',
  ]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const text = await response.text();
    expect(text.includes(e2eAuthorization), address).toBe(false);
    expect(text.includes('dev-journal-api-token'), address).toBe(false);
  }
});
