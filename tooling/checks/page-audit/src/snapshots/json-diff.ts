// The differences between two JSON values, as a list a person can read: objects are compared key
// by key, arrays as sequences (their longest common subsequence is kept, so an inserted line
// shows as one addition, not as every later line changed), anything else by value.

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface JsonChange {
  /** Where: `headers.vary`, `text[12]` (the index in the side the entry comes from). */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: JsonValue;
  after?: JsonValue;
}

const isObject = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const keyPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key)
    ? path
      ? `${path}.${key}`
      : key
    : `${path}[${JSON.stringify(key)}]`;

/** Pairs of equal entries of the two arrays, in order (longest common subsequence). */
function commonPairs(before: JsonValue[], after: JsonValue[]): [number, number][] {
  const a = before.map((item) => JSON.stringify(item));
  const b = after.map((item) => JSON.stringify(item));
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function diffArrays(before: JsonValue[], after: JsonValue[], path: string): JsonChange[] {
  const changes: JsonChange[] = [];
  let i = 0;
  let j = 0;
  const ends: [number, number][] = [...commonPairs(before, after), [before.length, after.length]];
  for (const [nextI, nextJ] of ends) {
    const removed = before.slice(i, nextI);
    const added = after.slice(j, nextJ);
    // A run of one entry replaced by one entry of the same shape reads best as a change inside it.
    if (removed.length === 1 && added.length === 1 && isObject(removed[0]) && isObject(added[0])) {
      changes.push(...diffJson(removed[0], added[0], `${path}[${j}]`));
    } else {
      removed.forEach((value, k) =>
        changes.push({ path: `${path}[${i + k}]`, kind: 'removed', before: value }),
      );
      added.forEach((value, k) =>
        changes.push({ path: `${path}[${j + k}]`, kind: 'added', after: value }),
      );
    }
    i = nextI + 1;
    j = nextJ + 1;
  }
  return changes;
}

export function diffJson(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  path = '',
): JsonChange[] {
  if (before === undefined && after === undefined) return [];
  if (before === undefined) return [{ path, kind: 'added', after }];
  if (after === undefined) return [{ path, kind: 'removed', before }];
  if (Array.isArray(before) && Array.isArray(after)) return diffArrays(before, after, path);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffJson(before[key], after[key], keyPath(path, key)));
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ path, kind: 'changed', before, after }];
}

/** One line per change: `- text[3]: removed "Old line"`. */
export function describeChange({ path, kind, before, after }: JsonChange): string {
  const show = (value: JsonValue | undefined) => {
    const text = JSON.stringify(value);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  };
  const where = path || '(value)';
  if (kind === 'added') return `${where}: added ${show(after)}`;
  if (kind === 'removed') return `${where}: removed ${show(before)}`;
  return `${where}: ${show(before)} → ${show(after)}`;
}
