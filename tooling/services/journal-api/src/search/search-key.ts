// Search keys: the rowids of the full-text indexes (see migrations/001_initial_schema.sql).
// slot * 2^40 + (title words, at most 255) * 2^32 + (2^32 - 1 - id): one rowid range per
// journal, and ascending order is the ranking (shorter titles first, then newest first).

const slotSpan = 2 ** 40;
const lengthSpan = 2 ** 32;
const maxId = 2 ** 32 - 1;
const maxWords = 255;

export function titleWords(title: string): number {
  const trimmed = title.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function searchKey(slot: number, title: string, id: number): number {
  if (!Number.isInteger(id) || id < 1 || id > maxId)
    throw new RangeError(`id ${id} has no search key`);
  return slot * slotSpan + Math.min(maxWords, titleWords(title)) * lengthSpan + (maxId - id);
}

/** The id a search key was built from (the key's low 32 bits, inverted). */
export function idOfKey(key: number): number {
  return maxId - (key % lengthSpan);
}

/** SQL that gives back the id a search key was built from, as idOfKey does. */
export function idOfKeySql(key: string): string {
  return `(${maxId} - (${key} % ${lengthSpan}))`;
}

export interface KeyRange {
  first: number;
  last: number;
}

/** The search keys of one journal. */
export function slotRange(slot: number): KeyRange {
  return { first: slot * slotSpan, last: (slot + 1) * slotSpan - 1 };
}
