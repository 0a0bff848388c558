// Hostile content an API could hold: every text of a real answer (titles, abstracts, names,
// references, posts) prefixed with markup that would run script if a page ever let it through,
// a right-to-left override, and one 1 MB title per answer. Identifiers, slugs, addresses, dates
// and numbers stay as they are, so every page of the real data is still reachable.

/** Set by any payload that runs: the browser test reads it. */
export const hostileFlag = '__hostileRan';

export const hostilePayloads = [
  `<script>window.${hostileFlag}=1</script>`,
  `<img src=x onerror="window.${hostileFlag}=1">`,
  `<a href="javascript:window.${hostileFlag}=1">click</a>`,
  `<svg onload="window.${hostileFlag}=1"></svg>`,
  '\u202Egnp.exe\u202C ',
  `"><iframe srcdoc="<script>parent.${hostileFlag}=1</script>">`,
];

const keptKey =
  /(^id$|_id$|slug|url|link|href|date|_at$|^year$|volume|issue|doi|page|email|status|type|count|total|file|image|tag|orcid)/i;
const keptValue = /^(\d[\d\-/:.TZ ]*|https?:\/\/\S*|[a-z0-9-]+)$/i;
const megabyte = 'M'.repeat(1024 * 1024);

/** The answer's JSON text with its texts made hostile (not JSON: as it was). */
export function hostileAnswer(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  let count = 0;
  let longTitleGiven = false;
  const visit = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      if (keptKey.test(key) || keptValue.test(value)) return value;
      const payload = hostilePayloads[count++ % hostilePayloads.length];
      if (!longTitleGiven && /title/i.test(key)) {
        longTitleGiven = true;
        return `${payload}${value}${megabyte}`;
      }
      return `${payload}${value}`;
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, key));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, visit(item, name)]),
      );
    }
    return value;
  };
  return JSON.stringify(visit(body, ''));
}
