// Each journal's band of search keys, read once from the journals table.
import type { DatabaseSync } from 'node:sqlite';
import { slotRange } from '../search/search-key.ts';
import type { KeyRange } from '../search/search-key.ts';

/** No key lies in this range: a journal without a slot finds nothing. */
const emptyRange: KeyRange = { first: 1, last: 0 };

export type KeyRangeOf = (journalId: string) => KeyRange;

export function journalKeyRanges(db: DatabaseSync): KeyRangeOf {
  const rows = db.prepare('SELECT journal_id, search_slot FROM journals').all() as {
    journal_id: string;
    search_slot: number;
  }[];
  const ranges = new Map(rows.map((row) => [row.journal_id, slotRange(row.search_slot)]));
  return (journalId) => ranges.get(journalId) ?? emptyRange;
}
