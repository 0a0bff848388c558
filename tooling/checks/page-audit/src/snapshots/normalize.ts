// What changes between two servings of the same page without the page changing: content-hashed
// asset names (new per build), the origin the server was reached on, headers that vary per
// response, and the script hashes of the CSP (they follow each inline script's text, recorded on
// its own). The sites served a CSP nonce, new per response, until their policy named inline
// scripts by hash: snapshots of a server of that time have it normalized too, and a `nonce`
// attribute is never recorded, so a snapshot of then and one of now compare as equal where the
// pages are. Snapshots record text through these functions, so two snapshots differ only where
// the page does.

/** Response headers left out of snapshots: they differ per response or per build. */
export const volatileHeaders = new Set([
  'date',
  'etag',
  'content-length',
  'last-modified',
  'expires',
  'age',
  'keep-alive',
  'server-timing',
  'x-response-time',
  'x-request-id',
  'request-id',
  'x-correlation-id',
  'x-trace-id',
  'traceparent',
]);

/** The nonce a Content-Security-Policy of the time of nonces allows scripts by, if any. */
export function policyNonce(policy: string | null | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

/**
 * `name-<hash>.ext` -> `name-[hash].ext`: a Rollup hash (8 base64url characters, with at least
 * one capital, digit or underscore, so a word such as `-contacts` is kept) or a hex hash of 8 to
 * 20 digits (with at least one digit).
 */
const hashedAsset =
  /-(?:(?=[\w-]{0,7}[A-Z0-9_])[\w-]{8}|(?=[a-f]{0,19}[0-9])[0-9a-f]{8,20})\.(js|mjs|css|svg|woff2?|png|jpe?g|webp|avif|ico|json|map)\b/g;

export interface NormalizeOptions {
  /**
   * The nonce of the response, from a server of the time of nonces: replaced wherever it appears
   * (inline scripts).
   */
  nonce?: string | undefined;
  /** The origin the snapshot was taken on: replaced by `ORIGIN`. */
  origin?: string | undefined;
}

/** A recorded string with the nonce, hashed asset names and origin made stable. */
export function normalize(text: string, { nonce, origin }: NormalizeOptions = {}): string {
  let result = text;
  if (nonce) result = result.split(nonce).join('NONCE');
  if (origin) result = result.split(origin.replace(/\/$/, '')).join('ORIGIN');
  return result.replace(hashedAsset, (_match, extension: string) => `-[hash].${extension}`);
}

/**
 * A Content-Security-Policy with its script hashes and nonce made stable: every `'sha256-…'` (or
 * other hash) source is `'sha256-HASH'`, once per directive however many the page has (the
 * scripts they name are recorded themselves), and a `'nonce-…'` source `'nonce-NONCE'`. What is
 * left differs only where the policy does.
 */
export function normalizePolicy(policy: string): string {
  const stable = (source: string) =>
    source
      .replace(/^'(sha256|sha384|sha512)-[^']+'$/i, (_match, algorithm: string) => {
        return `'${algorithm.toLowerCase()}-HASH'`;
      })
      .replace(/^'nonce-[^']+'$/, "'nonce-NONCE'");
  return policy
    .split(';')
    .map((directive) => [...new Set(directive.trim().split(/\s+/).map(stable))].join(' '))
    .join('; ');
}

/** The CSP headers, whose values go through `normalizePolicy`. */
const policyHeaders = new Set(['content-security-policy', 'content-security-policy-report-only']);

/** The headers worth comparing, normalized, by lower-case name in alphabetical order. */
export function recordedHeaders(
  headers: Headers,
  options: NormalizeOptions = {},
): Record<string, string> {
  return Object.fromEntries(
    [...headers.entries()]
      .filter(([name]) => !volatileHeaders.has(name.toLowerCase()))
      .map(([name, value]) => {
        const key = name.toLowerCase();
        const normalized = normalize(value, options);
        return [key, policyHeaders.has(key) ? normalizePolicy(normalized) : normalized] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * A recorded address (or any part of one) as it is compared: without `nonce` attributes and with
 * its CSP headers through `normalizePolicy`. A snapshot of the time of nonces holds
 * `nonce: "NONCE"` on its scripts, style and link elements and `'nonce-NONCE'` in its policy:
 * compared this way with a snapshot of now, the elements are equal and the policy differs only
 * where its directives do.
 */
export function comparableRecord<T>(value: T): T {
  return comparable(value) as T;
}

function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]: [string, unknown]) => {
      if (key === 'attributes' && typeof item === 'object' && item !== null) {
        const { nonce: _nonce, ...attributes } = item as Record<string, unknown>;
        return [key, attributes];
      }
      if (policyHeaders.has(key.toLowerCase()) && typeof item === 'string')
        return [key, normalizePolicy(item)];
      return [key, comparable(item)];
    }),
  );
}

/** Whitespace runs to one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * React's `useId` values (`_R_2cj5_`, or `_f3-R_1m_` in a part rendered on a root of its own
 * with an identifier prefix) encode where a component sits in the tree, so they change when a
 * wrapper is added. Each distinct one is numbered in order of appearance (`useId-1`), which keeps
 * which element refers to which.
 */
export function numberReactIds(html: string): string {
  const numbers = new Map<string, number>();
  return html.replace(/_(?:[A-Za-z0-9]+-)?R_[A-Za-z0-9]+_/g, (id) => {
    if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
    return `useId-${numbers.get(id)}`;
  });
}
