// What changes between two servings of the same page without the page changing: the CSP nonce
// (new per response), content-hashed asset names (new per build), the origin the server was
// reached on, and headers that vary per response. Snapshots record text through these
// functions, so two snapshots differ only where the page does.

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

/** The nonce a Content-Security-Policy allows scripts by, if any. */
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
  /** The nonce of the response: replaced wherever it appears (attributes, inline scripts). */
  nonce?: string | undefined;
  /** The origin the snapshot was taken on: replaced by `ORIGIN`. */
  origin?: string | undefined;
}

/** A recorded string with the nonce, hashed asset names and origin made stable. */
export function normalize(text: string, { nonce, origin }: NormalizeOptions = {}): string {
  let result = text;
  if (nonce) result = result.split(nonce).join('NONCE');
  if (origin) result = result.split(origin.replace(/\/$/, '')).join('ORIGIN');
  return result
    .replace(/'nonce-[^']+'/g, "'nonce-NONCE'")
    .replace(hashedAsset, (_match, extension: string) => `-[hash].${extension}`);
}

/** The headers worth comparing, normalized, by lower-case name in alphabetical order. */
export function recordedHeaders(
  headers: Headers,
  options: NormalizeOptions = {},
): Record<string, string> {
  return Object.fromEntries(
    [...headers.entries()]
      .filter(([name]) => !volatileHeaders.has(name.toLowerCase()))
      .map(([name, value]) => [name.toLowerCase(), normalize(value, options)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
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
