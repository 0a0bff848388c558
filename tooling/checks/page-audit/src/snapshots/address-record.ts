// One address as served: status, headers and what its document says (page-record), with hashed
// asset names, the CSP's script hashes, React's useId values and the origin normalized (and the
// response's nonce, on a server of the time of CSP nonces). No redirect is followed: a redirect is
// recorded as its status and Location.
import { normalize, numberReactIds, policyNonce, recordedHeaders } from './normalize.ts';
import { readPageRecord, type PageRecord } from './page-record.ts';
import type { SnapshotAddress } from './site-addresses.ts';

export interface AddressRecord extends Partial<PageRecord> {
  name: string;
  /** Path and query, without the origin. */
  address: string;
  status: number;
  headers: Record<string, string>;
  /** Screenshot files by viewport width, relative to the snapshot folder. */
  screenshots?: Record<string, string>;
}

export async function recordAddress(
  origin: string,
  { name, url }: SnapshotAddress,
): Promise<AddressRecord> {
  const response = await fetch(url, { redirect: 'manual' });
  const nonce = policyNonce(response.headers.get('content-security-policy'));
  const options = { nonce, origin };
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  const body = isHtml ? await response.text() : (await response.body?.cancel(), '');
  const { pathname, search } = new URL(url);
  return {
    name,
    address: normalize(pathname + search, options),
    status: response.status,
    headers: recordedHeaders(response.headers, options),
    ...(isHtml ? readPageRecord(numberReactIds(body), options) : {}),
  };
}
