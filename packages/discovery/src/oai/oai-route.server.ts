// The answer of the OAI-PMH route (/oai): GET with the query, or POST with a form body, as the
// protocol allows both. The document is XML; an API that is down answers 503 (Retry-After).
import { siteWithEnvironment } from '@journals/site-kit/server/config/site-environment.server.ts';
import { logFailure } from '@journals/site-kit/server/errors/api-unavailable.server.ts';
import { unavailableResponse } from '@journals/site-kit/server/discovery/text-response.server.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import type { JournalSource } from '../journal-source.ts';
import { journalWalk } from '../journal-walk.server.ts';
import type { JournalRecord } from '../records.ts';
import { oaiDocument, oaiRequestErrorDocument } from './oai-provider.server.ts';
import { parseOaiRequest } from './oai-request.ts';

const maxFormBytes = 16 * 1024;

const headers = {
  'Content-Type': 'text/xml; charset=utf-8',
  'Cache-Control': 'no-store',
};

/** The request's arguments: the query of a GET, the form body of a POST. */
export async function oaiParams(request: Request): Promise<URLSearchParams | Response> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return new URL(request.url).searchParams;
  }
  if (request.method !== 'POST') {
    return new Response('Method Not Allowed\n', { status: 405, headers: { Allow: 'GET, POST' } });
  }
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return new Response('OAI-PMH requests are sent as application/x-www-form-urlencoded.\n', {
      status: 415,
    });
  }
  const body = await request.text();
  if (body.length > maxFormBytes) return new Response('Request too large.\n', { status: 413 });
  return new URLSearchParams(body);
}

export async function oaiResponse(source: JournalSource, request: Request): Promise<Response> {
  const { site, client } = source;
  const params = await oaiParams(request);
  if (params instanceof Response) return params;
  const origin = publicOrigin();
  const now = new Date();
  const parsed = parseOaiRequest(params);
  if (!parsed.ok) {
    return new Response(oaiRequestErrorDocument({ site, origin, now }, parsed.errors), { headers });
  }
  const contact = siteWithEnvironment(site).contact;
  const walk = journalWalk(source);
  try {
    const document = await oaiDocument(
      {
        site,
        client,
        origin,
        now,
        adminEmail: contact.journalEmail ?? contact.supportEmail,
        records: async () =>
          (await walk.all()).flatMap((item): JournalRecord[] =>
            item.type === 'record' ? [item.record] : [],
          ),
      },
      parsed.request,
    );
    return new Response(document, { headers });
  } catch (error) {
    logFailure('The OAI-PMH request could not be answered', error);
    return unavailableResponse();
  }
}
