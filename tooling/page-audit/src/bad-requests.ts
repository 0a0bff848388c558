// Requests no reader's browser sends: every method with and without a body of each common type
// (the body's syntax broken on purpose), and queries with broken escapes and odd values. A site
// answers each with a page or a 4xx, never a 5xx: `badRequestFailures` returns the ones answered
// otherwise, as one line each.

export const fuzzMethods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
] as const;

const bodies: { type: string | null; body: string }[] = [
  { type: null, body: '' },
  { type: 'application/json', body: '{"title":' },
  { type: 'text/plain', body: '\u0000\uffff' },
  { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data\r\n' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  { type: 'application/x-www-form-urlencoded', body: 'firstName=%ZZ&email=%' },
  {
    type: 'application/xml',
    body: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
];

export const fuzzQueries = [
  '?page=%ZZ',
  '?page=-1&year=abc&volume=9999999999999999999&issue=1e9',
  '?search=%00%ff&paperid=../../etc/passwd',
  `?search=${'x'.repeat(4000)}`,
  '?tab=%3Cscript%3E',
];

/** Methods fetch itself refuses to send: they go over a plain socket (rawStatus). */
const methodsFetchRefuses = new Set(['TRACE', 'CONNECT', 'TRACK']);

async function statusOf(url: string, init: RequestInit): Promise<number> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

/** TRACE and the like, which fetch refuses: sent over a plain socket. */
async function rawStatus(url: string, method: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve) => {
    const sent = request(url, { method }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', () => resolve(0));
    sent.end();
  });
}

/**
 * Every method, body type and broken query against each address; the lines of those answered
 * with a 5xx or no answer at all.
 */
export async function badRequestFailures(urls: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const url of urls) {
    for (const method of fuzzMethods) {
      for (const { type, body } of method === 'GET' || method === 'HEAD' ? [bodies[0]!] : bodies) {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        const status = methodsFetchRefuses.has(method)
          ? await rawStatus(url, method)
          : await statusOf(url, { method, headers, ...(body ? { body } : {}) });
        if (status === 0 || status >= 500)
          failures.push(`${status} ${method} ${type ?? '-'} ${url}`);
      }
    }
    for (const query of fuzzQueries) {
      const status = await statusOf(`${url}${query}`, {});
      if (status === 0 || status >= 500) failures.push(`${status} GET ${url}${query.slice(0, 60)}`);
    }
  }
  return failures;
}
