// Query keys and their hashes: a key is an array ([site, call, params]); two keys are the same
// entry when their JSON, with object properties in sorted order, is the same.

export type QueryKey = readonly unknown[];

function sorted(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]),
  );
}

/** A stable text for a key: `{ a: 1, b: 2 }` and `{ b: 2, a: 1 }` hash alike. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) => sorted(value));
}
