// The config module of the proxy test: its only reads and writes of the environment.
import { z } from 'zod';
/** Hands the nginx address from the global setup to the test workers. */
export function publishProxy(url: string) {
  process.env.PROXY_URL = url;
}

export function proxyUnderTest(): { url: string } {
  const url = process.env.PROXY_URL;
  if (!url) throw new Error('PROXY_URL is not set: run through `playwright test` (global setup).');
  return { url };
}

/** Hands each site's app server address (by site id) to the test workers. */
export function publishAppServers(servers: Record<string, string>) {
  process.env.APP_SERVER_URLS = JSON.stringify(servers);
}

/** Each site's app server as the global setup started it, reached without nginx. */
export function appServersUnderTest(): Record<string, string> {
  const value = process.env.APP_SERVER_URLS;
  if (!value) throw new Error('APP_SERVER_URLS is not set: run through `playwright test`.');
  return z.record(z.string(), z.url()).parse(JSON.parse(value));
}
