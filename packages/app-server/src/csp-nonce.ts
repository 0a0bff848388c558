// The per-response CSP nonce: made by the app server for each request, handed to the server
// entry (`@journals/ssr/entry-server`) through React Router's load context.
import { randomBytes } from 'node:crypto';
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';

/** 16 random bytes, base64: a fresh value for every response. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

// The app server loads this file from source and each app's server build carries its own bundled
// copy; the load context finds a value by the identity of its key, so both copies share the one
// key kept on globalThis under a registered symbol.
const registryKey = Symbol.for('@journals/app-server/csp-nonce');
const registry = globalThis as { [registryKey]?: RouterContext<string | null> };

/** The load-context key of the nonce; null when no app server set one (`react-router dev`). */
export const cspNonceContext: RouterContext<string | null> = (registry[registryKey] ??=
  createContext<string | null>(null));

/** The nonce the app server put into this request's load context, if any. */
export function readCspNonce(loadContext: Readonly<RouterContextProvider> | undefined) {
  if (!loadContext || typeof loadContext.get !== 'function') return undefined;
  return loadContext.get(cspNonceContext) ?? undefined;
}
