// The app's own `api/` resource route: browser-side calls (suggestions, refetches) come here
// and are forwarded to the journal's API base with the authorization value, which therefore
// never reaches the browser. Only allow-listed calls pass; payloads and answers are validated
// by the contract. An API that cannot be used right now answers 502 or 504 with Retry-After; a
// refusal of the request (a 4xx such as 404) is passed on with its status.
import { isUnavailability } from '@journals/api-client';
import { journalCalls, parseCallRequest } from '@journals/api-contract';
import type { ApiSettings } from '@journals/site-kit/server/config/api-settings.server.ts';
import { apiUnavailableHeaders } from '@journals/site-kit/server/errors/api-unavailable.server.ts';
import {
  BodyTooLarge,
  mediaType,
  readBodyLimited,
} from '@journals/site-kit/server/request-body.server.ts';
import { browserCalls } from './browser-calls.ts';

/** The largest payload a browser call has (a search text and a page): refused while it streams. */
const maxPayloadBytes = 4_096;

type BrowserCall = (typeof browserCalls)[number];

function isBrowserCall(name: string): name is BrowserCall {
  return (browserCalls as readonly string[]).includes(name);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export async function forwardApiCall(
  call: string,
  request: Request,
  settings: ApiSettings,
): Promise<Response> {
  if (!isBrowserCall(call)) {
    return json(404, { error: 'not_found', message: `call: ${call} is not available here` });
  }
  if (request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed', message: 'method: use POST' });
  }
  if (mediaType(request) !== 'application/json') {
    return json(415, {
      error: 'unsupported_media_type',
      message: 'content-type: use application/json',
    });
  }
  let text: string;
  try {
    text = new TextDecoder().decode(await readBodyLimited(request, maxPayloadBytes));
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return json(413, {
      error: 'payload_too_large',
      message: `body: at most ${maxPayloadBytes} bytes`,
    });
  }
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return json(400, { error: 'invalid_json', message: 'body: is not valid JSON' });
  }
  const parsed = parseCallRequest(call, body);
  if (!parsed.success) return json(400, parsed.error);

  let upstream: Response;
  try {
    upstream = await fetch(`${settings.baseUrl}/${call}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: settings.authorization },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(settings.timeoutMs)]),
    });
  } catch {
    return json(
      504,
      { error: 'upstream_unavailable', message: 'The journal API did not answer.' },
      apiUnavailableHeaders(),
    );
  }
  if (!upstream.ok) {
    const message = `The journal API answered ${upstream.status}.`;
    // A refusal of the request itself (a 404 for an unknown id) is passed on as it is.
    if (!isUnavailability('http', upstream.status)) {
      return json(upstream.status, { error: 'upstream_refused', message });
    }
    return json(502, { error: 'upstream_error', message }, apiUnavailableHeaders());
  }
  const answer = journalCalls[call].response.safeParse(
    await upstream.json().catch(() => undefined),
  );
  if (!answer.success) {
    return json(
      502,
      { error: 'upstream_invalid', message: 'The journal API sent an unexpected answer.' },
      apiUnavailableHeaders(),
    );
  }
  return json(200, answer.data);
}
