// A GET with any request headers, Host and Accept-Encoding included (fetch does not let a caller
// set Host, and decodes every body): what a client forging its headers sends, and the bytes as
// they come over the wire. Over https it trusts the certificate given as `ca`.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as UTF-8 text, as it came (still encoded when it has a Content-Encoding). */
  body: string;
  /** The body's bytes, as they came. */
  bytes: Buffer;
}

export interface RawGetOptions {
  /** The certificate (PEM) an https server is trusted by. */
  ca?: Buffer | string;
}

export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  { ca }: RawGetOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const answered = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const status = response.statusCode ?? 0;
        resolve({ status, headers: response.headers, body: bytes.toString('utf8'), bytes });
      });
    };
    const sent = url.startsWith('https:')
      ? httpsRequest(url, { method: 'GET', headers, ca }, answered)
      : httpRequest(url, { method: 'GET', headers }, answered);
    sent.on('error', reject);
    sent.end();
  });
}

/** A header's value, several lines joined as one list. */
export function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The body as text, decoded from its Content-Encoding (br, gzip or none). */
export function decodedBody(response: RawResponse): string {
  const encoding = header(response, 'content-encoding');
  if (encoding === 'br') return brotliDecompressSync(response.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.bytes).toString('utf8');
  if (encoding === undefined) return response.body;
  throw new Error(`No decoder for Content-Encoding ${encoding}`);
}
