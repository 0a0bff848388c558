// The `headers` export of every route whose loader may fail: React Router drops a thrown
// response's headers unless the route that shows the failure passes them on. This one passes on
// what a failure says about retrying and caching (the 503's Retry-After and Cache-Control), and
// nothing on a page that rendered.
import type { HeadersArgs } from 'react-router';

const failureHeaderNames = ['Retry-After', 'Cache-Control'] as const;

export function failureHeaders({ errorHeaders }: Pick<HeadersArgs, 'errorHeaders'>): Headers {
  const headers = new Headers();
  for (const name of failureHeaderNames) {
    const value = errorHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
