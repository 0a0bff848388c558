// What the app serves besides pages, and what it must never serve: the favicon under the app,
// partner logos under the site's origin, and no authorization value in any client asset.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eAuthorization } from './env.ts';
import { expect, test } from './fixtures.ts';

test('serves its favicon, linked from every page', async ({ page, request }) => {
  await page.goto('faqs');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  const icon = await request.get('favicon.ico');
  expect(icon.status()).toBe(200);
});

test('serves a partner logo as an image that runs nothing', async ({ request }) => {
  const response = await request.get('files/indexing/1.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  expect((await response.text()).startsWith('<svg')).toBe(true);
});

for (const name of ['../secret.svg', 'logo.exe', '1.svg.html', '%2e%2e%2fsecret.svg']) {
  test(`refuses the logo name ${name}`, async ({ request }) => {
    expect((await request.get(`files/indexing/${name}`)).status()).toBe(404);
  });
}

test('no client asset contains the authorization value', () => {
  const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  expect(files.filter((file) => file.name.endsWith('.js')).length).toBeGreaterThan(3);
  for (const file of files) {
    const content = readFileSync(path.join(file.parentPath, file.name), 'latin1');
    expect(content.includes(e2eAuthorization), file.name).toBe(false);
    expect(content.includes('dev-journal-api-token'), file.name).toBe(false);
    expect(content.includes('API_AUTHORIZATION'), file.name).toBe(false);
  }
});

test('no page carries the authorization value', async ({ request }) => {
  for (const address of ['./', 'journals', 'contact-us']) {
    expect(await (await request.get(address)).text()).not.toContain(e2eAuthorization);
  }
});
