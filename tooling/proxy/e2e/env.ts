// The config module of the proxy test: its only reads and writes of the environment.
/** Hands the nginx address from the global setup to the test workers. */
export function publishProxy(url: string) {
  process.env.PROXY_URL = url;
}

export function proxyUnderTest(): { url: string } {
  const url = process.env.PROXY_URL;
  if (!url) throw new Error('PROXY_URL is not set: run through `playwright test` (global setup).');
  return { url };
}
