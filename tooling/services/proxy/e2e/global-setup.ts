// Starts the production shape shared by the specs (src/production-stack.ts): the reference API,
// every site's built app server (its own `start`, as in production, with nginx's address as its
// public origin) and Debian's nginx with the production config in front of them, on plain http.
import { startProductionStack } from '../src/production-stack.ts';
import { publishAppServers, publishProxy } from './env.ts';

export default async function globalSetup() {
  const stack = await startProductionStack();
  publishProxy(stack.proxyUrl);
  publishAppServers(stack.appUrls);
  return () => stack.stop();
}
