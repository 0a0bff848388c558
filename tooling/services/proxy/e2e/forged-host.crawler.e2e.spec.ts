// A client naming another host (Host, X-Forwarded-Host) or scheme (X-Forwarded-Proto) changes
// nothing a page writes: canonical links, Open Graph and citation URLs, structured data and
// headers name the configured public origin only, directly on an app server and through nginx.
import { siteConfigs } from '@journals/site-config';
import { expect, test } from './fixtures.ts';
import { siteApps } from '../src/config.ts';
import { appServersUnderTest, proxyUnderTest } from './env.ts';
import { rawGet } from './raw-http.ts';
import { sitePages } from './site-pages.ts';

const { url: proxy } = proxyUnderTest();
const appServers = appServersUnderTest();

// The first test of a worker samples every site's routes through nginx (once per worker).
test.describe.configure({ timeout: 180_000 });

const forged: Record<string, string>[] = [
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
  { Host: 'evil.example' },
  { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example:8443' },
];

for (const { id, prefix } of siteApps) {
  const site = siteConfigs[id];

  test(`${site.names.acronym}: forged hosts never reach a page or its headers`, async () => {
    const pages = (await sitePages(proxy)).find((found) => found.id === id)?.pages;
    const inner = pages?.get('/archives/paper-details') ?? pages?.get('/about');
    expect(inner, 'a paper page (or, on the publisher, its About page)').toBeDefined();
    const paths = [prefix, new URL(inner ?? '').pathname + new URL(inner ?? '').search];

    for (const origin of [appServers[id] ?? '', proxy]) {
      for (const path of paths) {
        for (const headers of forged) {
          const response = await rawGet(`${origin}${path}`, headers);
          const where = `${origin}${path} with ${JSON.stringify(headers)}`;
          expect(response.status, where).toBe(200);
          expect(response.body, where).not.toContain('evil.example');
          expect(JSON.stringify(response.headers), where).not.toContain('evil.example');
          expect(response.headers['strict-transport-security'], where).toBeUndefined();
          const canonical = /<link rel="canonical" href="([^"]+)"/.exec(response.body)?.[1];
          expect(canonical?.startsWith(`${proxy}${prefix}`), `${where}: ${canonical}`).toBe(true);
        }
      }
    }
  });
}
